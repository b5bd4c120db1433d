import { and, eq, lte } from 'drizzle-orm'
import { type DrawNumbers, deriveNumbers, LOTTO_CATEGORIES } from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoLimited, lottoRounds } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { addDate, bangkokDate } from '../../lib/bangkok'
import { randomResult } from './results'
import { categoryOf, insertRounds, SCHEDULE_AHEAD_DAYS } from './rounds'
import { roundsBetween } from './schedule'

/** Days of past rounds the demo starts with (their results fill /lotto/results). */
const DEMO_PAST_DAYS = 10

/** เลขอั้น on the demo's open rounds: one closed number, one reduced rate, one cap (never 123). */
const DEMO_LIMITED = [
  { market: 'gov', betType: '3top', number: '999', kind: 'closed', rateCenti: null, capSatang: null },
  { market: 'gov', betType: '2bottom', number: '89', kind: 'rate', rateCenti: 4500, capSatang: null },
  { market: 'gov', betType: '3top', number: '555', kind: 'cap', rateCenti: null, capSatang: 100_000n },
  { market: 'hanoi', betType: '2top', number: '11', kind: 'rate', rateCenti: 4500, capSatang: null },
  { market: 'lao', betType: '3top', number: '000', kind: 'closed', rateCenti: null, capSatang: null },
] as const

/**
 * Demo lottery data: every market's rounds from 10 days ago to 14 days ahead, random results
 * (flagged demo) for the rounds already drawn, and a few เลขอั้น on the open rounds.
 */
export async function seedLottoDemo(deps: AppDeps, tx: DbOrTx): Promise<void> {
  const now = deps.clock.now()
  const today = bangkokDate(now)
  // Yeekee's results come from members' shots: its past demo rounds would only be void.
  const rounds = roundsBetween(addDate(today, -DEMO_PAST_DAYS), addDate(today, SCHEDULE_AHEAD_DAYS)).filter(
    (r) => r.category !== 'yeekee' || r.drawDate >= today,
  )
  await insertRounds(tx, rounds, deps.random)
  const drawn = await tx
    .select()
    .from(lottoRounds)
    .where(and(eq(lottoRounds.status, 'open'), lte(lottoRounds.drawAt, now)))
  for (const round of drawn) {
    const category = categoryOf(round)
    if (round.categoryId === LOTTO_CATEGORIES.yeekee.id) continue
    const input = randomResult(deps, category)
    const numbers = deriveNumbers(category, input) as DrawNumbers
    await tx
      .update(lottoRounds)
      .set({
        status: 'resulted',
        result: input,
        numbers,
        demoResult: true,
        resultedAt: round.drawAt,
        settledAt: round.drawAt,
      })
      .where(eq(lottoRounds.id, round.id))
  }
  const open = await tx.select().from(lottoRounds).where(eq(lottoRounds.status, 'open'))
  for (const limited of DEMO_LIMITED) {
    // The market's round open now (or the next one to open).
    const round = open
      .filter((r) => r.market === limited.market && r.closeAt > now)
      .sort((a, b) => a.closeAt.getTime() - b.closeAt.getTime())[0]
    if (!round) continue
    const { market: _market, ...row } = limited
    await tx
      .insert(lottoLimited)
      .values({ roundId: round.id, ...row })
      .onConflictDoNothing()
  }
}
