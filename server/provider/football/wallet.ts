import { and, eq } from 'drizzle-orm'
import { footballSlips } from '../../db/schema'
import { parseBahtOrZero } from '../../lib/money'
import { type ProviderContext, satangToBaht } from '../context'
import { type SeamlessAnswer, WalletUnavailable } from '../wallet-client'

export type FootballSlip = typeof footballSlips.$inferSelect

/** Wallet statuses that refuse a bet for good, with what the member reads. */
const BET_REFUSALS: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'ยอดเงินไม่เพียงพอ',
  TOKEN_EXPIRED: 'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่อีกครั้ง',
  INVALID_TOKEN: 'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่อีกครั้ง',
  BET_LIMIT_EXCEEDED: 'เกินวงเงินเดิมพันที่กำหนด',
}
export const WALLET_DOWN = 'ระบบกระเป๋าเงินขัดข้อง ไม่มีการตัดเงิน กรุณาลองใหม่อีกครั้ง'

/** A wallet call; null when its effect is unknown (unreachable, nonsense), after one retry. */
async function call(ctx: ProviderContext, action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await ctx.wallet.call(action, body)
    } catch (error) {
      if (!(error instanceof WalletUnavailable)) throw error
    }
  }
  return null
}

const balanceOf = (answer: SeamlessAnswer): bigint | null =>
  typeof answer.balance === 'number' ? parseBahtOrZero(answer.balance) : null

/** Moves a slip on from `from`, once: a racing copy (another instance, a rerun) finds it moved. */
async function move(ctx: ProviderContext, slip: FootballSlip, from: string, set: Partial<FootballSlip>) {
  const [moved] = await ctx.deps.db
    .update(footballSlips)
    .set(set)
    .where(and(eq(footballSlips.id, slip.id), eq(footballSlips.status, from)))
    .returning()
  if (moved) return moved
  const [current] = await ctx.deps.db.select().from(footballSlips).where(eq(footballSlips.id, slip.id))
  return current
}

/** Undoes a bet whose answer is unknown (`rollback`: the wallet records it even if the bet never came). */
export async function rollBackSlip(ctx: ProviderContext, slip: FootballSlip): Promise<FootballSlip> {
  const answer = await call(ctx, 'rollback', {
    session_token: slip.walletSession,
    transaction_id: `${slip.id}:rollback`,
    round_id: slip.id,
    rolled_back_transaction_id: `${slip.id}:bet`,
  })
  if (answer?.status !== 'OK') return slip
  return move(ctx, slip, 'pending', {
    status: 'rolled_back',
    refusal: WALLET_DOWN,
    balanceSatang: balanceOf(answer),
  })
}

/** Stakes a pending slip (`bet`, transaction `<slip>:bet`): open, refused, or rolled back when unknown. */
export async function stakeSlip(ctx: ProviderContext, slip: FootballSlip): Promise<FootballSlip> {
  const answer = await call(ctx, 'bet', {
    session_token: slip.walletSession,
    transaction_id: `${slip.id}:bet`,
    round_id: slip.id,
    game_code: 'football',
    amount: satangToBaht(slip.stakeSatang),
  })
  if (answer?.status === 'OK')
    return move(ctx, slip, 'pending', { status: 'open', balanceSatang: balanceOf(answer) })
  if (answer && BET_REFUSALS[answer.status])
    return move(ctx, slip, 'pending', {
      status: 'refused',
      refusal: BET_REFUSALS[answer.status],
      balanceSatang: balanceOf(answer),
    })
  return rollBackSlip(ctx, slip)
}

/**
 * Closes an open slip with its `win` (transaction `<slip>:win`; 0 for a losing slip). The same
 * transaction id on every try, so a rerun after a cut-off pays nothing twice.
 */
export async function payoutSlip(
  ctx: ProviderContext,
  slip: FootballSlip,
  payout: bigint,
): Promise<FootballSlip> {
  const answer = await call(ctx, 'win', {
    session_token: slip.walletSession,
    transaction_id: `${slip.id}:win`,
    round_id: slip.id,
    game_code: 'football',
    amount: satangToBaht(payout),
  })
  if (answer?.status !== 'OK') return slip
  return move(ctx, slip, 'open', {
    status: 'settled',
    payoutSatang: payout,
    balanceSatang: balanceOf(answer) ?? slip.balanceSatang,
    settledAt: ctx.deps.clock.now(),
  })
}
