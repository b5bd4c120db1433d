import { sql } from 'drizzle-orm'
import type { BetProduct } from '../../../src/contract/ledger'
import type { Tx } from '../../db/open'
import { type EventDeps, onPosted } from './events'
import { duplicateReferenceOr, InsufficientFundsError, type PostedTransaction } from './ledger'
import type { LedgerReference } from './references'

/**
 * The money side of a bet, for every game, lottery and sport module: each call moves the money
 * between a member wallet and house account `stakes`, counts it in turnover and play_daily (in the
 * database, with the movement) and posts the fact (bet.placed / bet.won / bet.refunded) in the same
 * transaction for the TypeScript subscribers (the live balance hint). Quests, cashback, win/loss
 * and commission read play_daily.
 * `reference` names the bet, from its builder (references.ts: `lottoBillReference`, `gameReference`...),
 * for the movement's kind; the same kind and reference again throws DuplicateReferenceError.
 * Idempotency belongs to the caller.
 */
export interface BetMovement<K extends BetKind = BetKind> {
  memberId: number
  walletId: number
  amountSatang: bigint
  reference: LedgerReference<K>
  /** What was played (category and game code): win/loss, cashback, quests and commission count by it. */
  product: BetProduct
  at: Date
}

type BetKind = 'bet' | 'win' | 'bet_refund'

/**
 * One call of the database function `bet_move` (`server/db/functions/bet_move.sql`): the movement between the member's
 * wallet and house account `stakes` (`amountSatang` out for a bet, in for a win or refund) and what
 * the fact changes in the database (turnover, play_daily). One round trip. A stake the wallet cannot
 * cover writes nothing and throws InsufficientFundsError; an amount not above 0 is refused there.
 */
async function moveStake<K extends BetKind>(tx: Tx, kind: K, m: BetMovement<K>): Promise<PostedTransaction> {
  const rows = await betMove(tx, kind, m).catch((error: unknown) => {
    throw playRefusedOr(error) ?? duplicateReferenceOr(error, kind, m.reference)
  })
  if (!rows[0]) {
    if (kind === 'bet') throw new InsufficientFundsError(m.walletId)
    throw new Error(`wallet ${m.walletId} does not exist`)
  }
  return {
    transactionId: Number(rows[0].transaction_id),
    walletBalances: new Map([[m.walletId, BigInt(rows[0].balance)]]),
  }
}

async function betMove<K extends BetKind>(tx: Tx, kind: K, m: BetMovement<K>) {
  const result = (await tx.execute(
    sql`select transaction_id, balance from bet_move(${kind}, ${m.memberId}::int, ${m.reference}::text,
      ${m.at.toISOString()}::timestamptz, ${m.walletId}::int, ${m.amountSatang.toString()}::bigint,
      ${m.product.category}::text, ${m.product.game}::text)`,
  )) as unknown as { rows: { transaction_id: number | string; balance: string | number | bigint }[] }
  return result.rows
}

/**
 * Thrown (the transaction is aborted) when responsible play refuses a stake before any money moves:
 * `bet_move` raised SQLSTATE RG001 from `responsible_check` (server/db/functions/responsible_check.sql).
 * `rule` is 'timeout', 'exclusion', 'loss_day' or 'loss_week'; modules/responsible/messages.ts makes
 * the member's Thai message from it.
 */
export class PlayRefusedError extends Error {
  constructor(
    readonly rule: string,
    readonly limitSatang: bigint | null,
    readonly resetsAt: Date,
  ) {
    super(`responsible play refused a stake (${rule})`)
    this.name = 'PlayRefusedError'
  }
}

/** The PlayRefusedError behind a failed query, or null. */
export function playRefusedOr(error: unknown): PlayRefusedError | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof PlayRefusedError) return e
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown }
    if (code === 'RG001' && typeof message === 'string' && typeof detail === 'string') {
      const [limit, resets] = detail.split('|')
      return new PlayRefusedError(message, limit ? BigInt(limit) : null, new Date(resets))
    }
  }
  return null
}

/** What every bet fact says about the movement behind it. */
const factOf = <K extends BetKind>(m: BetMovement<K>, posted: PostedTransaction) => ({
  memberId: m.memberId,
  at: m.at,
  transactionId: posted.transactionId,
  walletBalances: posted.walletBalances,
  walletId: m.walletId,
  reference: m.reference,
  product: m.product,
})

/** Takes the stake; throws InsufficientFundsError (the transaction rolls back) when it is not there. */
export async function placeBet(tx: Tx, deps: EventDeps, bet: BetMovement<'bet'>): Promise<PostedTransaction> {
  const posted = await moveStake(tx, 'bet', bet)
  await onPosted(tx, deps, { type: 'bet.placed', ...factOf(bet, posted), stakeSatang: bet.amountSatang })
  return posted
}

/** Pays a win (above 0: a zero win moves no money) into the wallet the bet came from. */
export async function payWin(tx: Tx, deps: EventDeps, win: BetMovement<'win'>): Promise<PostedTransaction> {
  const posted = await moveStake(tx, 'win', win)
  await onPosted(tx, deps, { type: 'bet.won', ...factOf(win, posted), amountSatang: win.amountSatang })
  return posted
}

/** Gives a stake back (a cancelled round): the turnover it counted is taken back too. */
export async function refundBet(
  tx: Tx,
  deps: EventDeps,
  refund: BetMovement<'bet_refund'>,
): Promise<PostedTransaction> {
  const posted = await moveStake(tx, 'bet_refund', refund)
  await onPosted(tx, deps, {
    type: 'bet.refunded',
    ...factOf(refund, posted),
    stakeSatang: refund.amountSatang,
  })
  return posted
}
