import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/open'
import { members } from '../../db/schema'
import { DEMO_MEMBER } from '../../db/seed-content'
import type { AppDeps } from '../../deps'
import { addDays, bangkokDayStart } from '../../lib/bangkok'
import { hashPassword } from '../../lib/password'
import { insertMember } from '../auth/register'
import { payWin, placeBet } from '../wallet/bets'
import { moveMoney } from '../wallet/ledger'
import { demoPlayReference, openingReference } from '../wallet/references'
import { mainWalletId } from '../wallet/service'

/** A friend the demo member referred (log in to see the other side of the referral). */
export const DEMO_FRIEND = { phone: '0800000002', password: 'demo1234', fullName: 'สมหญิง รักเล่น' }

/**
 * `npm start` only (DEMO=1): yesterday's play for the demo member and a friend they referred, booked
 * through wallet/bets.ts like any game's, so that the cashback and commission jobs (which run at
 * start for the day that ended) give the demo member a daily cashback to claim and commission to
 * redeem. Tests and the e2e servers (SEED=demo without DEMO) start without it.
 */
export async function seedReturnsDemo(deps: AppDeps, tx: Tx): Promise<void> {
  const [demo] = await tx.select().from(members).where(eq(members.phone, DEMO_MEMBER.phone))
  if (!demo) return
  const friend = await insertMember(deps, tx, {
    phone: DEMO_FRIEND.phone,
    passwordHash: await hashPassword(DEMO_FRIEND.password, deps.config.scryptLogN, deps.random),
    bankCode: '014',
    bankAccountNo: '9876543210',
    fullName: DEMO_FRIEND.fullName,
    referredBy: demo.id,
  })
  const yesterdayEvening = new Date(addDays(bangkokDayStart(deps.clock.now()), -1).getTime() + 13 * 3600_000)
  await opening(deps, tx, friend.id, 200_000n, yesterdayEvening)
  const play = async (
    memberId: number,
    category: 'slot' | 'lotto' | 'casino',
    game: string,
    stake: bigint,
    win: bigint,
  ) => {
    const walletId = await mainWalletId(tx, memberId)
    if (walletId === null) return
    const bet = {
      memberId,
      walletId,
      reference: demoPlayReference(memberId, game),
      product: { category, game },
      at: yesterdayEvening,
    }
    await placeBet(tx, deps, { ...bet, amountSatang: stake })
    if (win > 0n) await payWin(tx, deps, { ...bet, amountSatang: win })
  }
  await play(demo.id, 'slot', 'builtin:slot', 50_000n, 12_000n)
  await play(demo.id, 'lotto', 'lotto:gov', 30_000n, 0n)
  await play(friend.id, 'casino', 'builtin:baccarat', 100_000n, 40_000n)
}

async function opening(deps: AppDeps, tx: Tx, memberId: number, amount: bigint, at: Date) {
  const walletId = await mainWalletId(tx, memberId)
  if (walletId === null) return
  await moveMoney(
    tx,
    deps,
    {
      kind: 'opening',
      memberId,
      reference: openingReference(memberId),
      memo: 'Demo opening balance',
      legs: [
        { walletId, amount },
        { house: 'opening', amount: -amount },
      ],
      at,
    },
    { type: 'opening.credited', amountSatang: amount },
  )
}
