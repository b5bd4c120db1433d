import { and, count, desc, eq, lte, ne } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { LottoResult, LottoResultsQuery } from '../../../src/contract/lotto'
import type { OperatorResultBody } from '../../../src/contract/lotto-operator'
import {
  type CategoryCode,
  type DrawNumbers,
  deriveNumbers,
  LOTTO_CATEGORIES,
  RESULT_FIELDS,
  type ResultField,
  type ResultInput,
} from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoRounds } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { enqueueJob } from '../../jobs/runner'
import { ok, type Result, refuse } from '../../lib/result'
import { LOTTO_MESSAGES as M } from './messages'
import { categoryOf, findRound, type RoundRow, toResult } from './rounds'

export const SETTLE_JOB = 'lotto.settle_round'

/** Queues the round's settlement (or refund) in the transaction that gave it a result or voided it. */
export const queueSettlement = (tx: DbOrTx, roundId: number, now: Date) =>
  enqueueJob(tx, { name: SETTLE_JOB, key: `round:${roundId}`, runAt: now, payload: { roundId }, now })

/** Whether a round may get its result now: found, not void, without result, past its close. */
export function resultable(round: RoundRow | null, now: Date): Result<RoundRow> {
  if (!round) return refuse(M.roundNotFound, ErrorCode.NOT_FOUND)
  if (round.status === 'void') return refuse(M.roundVoid)
  if (round.status === 'resulted') return refuse(M.resultTwice)
  if (now < round.closeAt) return refuse(M.resultBeforeClose)
  return ok(round)
}

/** The numbers an operator's result gives for a category (Yeekee's come from the shots), or why not. */
export const enteredNumbers = (category: CategoryCode, input: ResultInput): DrawNumbers | string =>
  category === 'yeekee' ? M.yeekeeResult : deriveNumbers(category, input)

/**
 * Stores a round's result once: the round is locked FOR UPDATE (bills in flight finish first), must
 * be past its close and still without result; the numbers are derived by the shared rules.
 */
async function storeResult(
  deps: AppDeps,
  roundId: number,
  input: ResultInput,
  demo: boolean,
  derive: (category: CategoryCode) => DrawNumbers | string,
): Promise<Result<LottoResult>> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    const checked = resultable(await findRound(tx, roundId, 'update'), now)
    if (!checked.ok) return checked
    const round = checked.value
    const numbers = derive(categoryOf(round))
    if (typeof numbers === 'string') return refuse(numbers)
    const [row] = await tx
      .update(lottoRounds)
      .set({ status: 'resulted', result: input, numbers, demoResult: demo, resultedAt: now })
      .where(and(eq(lottoRounds.id, roundId), eq(lottoRounds.status, 'open')))
      .returning()
    await queueSettlement(tx, roundId, now)
    return ok(toResult(row) as LottoResult)
  })
}

/** The operator enters an official result (fields per category: lotto-rules.ts RESULT_FIELDS). */
export function enterResult(deps: AppDeps, body: OperatorResultBody): Promise<Result<LottoResult>> {
  const { round_id, ...fields } = body
  const input = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as ResultInput
  return storeResult(deps, round_id, input, false, (category) => enteredNumbers(category, input))
}

/** Random digits from crypto (deps.random). */
const digits = (deps: AppDeps, n: number) =>
  Array.from({ length: n }, () => String(deps.random.int(0, 10))).join('')

/** A random official-looking result for a category (the demo draw). */
export function randomResult(deps: AppDeps, category: CategoryCode): ResultInput {
  const input: ResultInput = {}
  for (const [field, n] of Object.entries(RESULT_FIELDS[category]) as [ResultField, number][]) {
    if (field === 'front3' || field === 'back3') input[field] = [digits(deps, n), digits(deps, n)]
    else input[field] = digits(deps, n)
  }
  return input
}

/** Minutes after its draw time a demo round waits for an operator before the demo draw fills it. */
export const DEMO_DRAW_GRACE_MS = 5 * 60_000

/**
 * The demo draw (demo seed only): official rounds past their draw time with no result get random
 * numbers, flagged demo. Yeekee is left alone (its result comes from the shots).
 */
export async function demoDraw(deps: AppDeps, limit = 200): Promise<number> {
  const due = new Date(deps.clock.now().getTime() - DEMO_DRAW_GRACE_MS)
  const rounds = await deps.db
    .select({ id: lottoRounds.id, categoryId: lottoRounds.categoryId })
    .from(lottoRounds)
    .where(
      and(
        eq(lottoRounds.status, 'open'),
        lte(lottoRounds.drawAt, due),
        ne(lottoRounds.categoryId, LOTTO_CATEGORIES.yeekee.id),
      ),
    )
    .limit(limit)
  let filled = 0
  for (const round of rounds) {
    const input = randomResult(deps, categoryOf(round))
    const stored = await storeResult(deps, round.id, input, true, (category) =>
      deriveNumbers(category, input),
    )
    if (stored.ok) filled++
  }
  return filled
}

/** Results, latest draw first (category and Bangkok draw day filters). */
export async function listResults(deps: AppDeps, query: LottoResultsQuery) {
  const page = query.page ?? 1
  const pageSize = query.page_size ?? 20
  const where = and(
    eq(lottoRounds.status, 'resulted'),
    query.category_id === undefined ? undefined : eq(lottoRounds.categoryId, query.category_id),
    query.date === undefined ? undefined : eq(lottoRounds.drawDate, query.date),
  )
  const [rows, [{ n }]] = await Promise.all([
    deps.db
      .select()
      .from(lottoRounds)
      .where(where)
      .orderBy(desc(lottoRounds.drawAt), desc(lottoRounds.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(lottoRounds).where(where),
  ])
  return {
    items: rows.map(toResult).filter((r): r is LottoResult => r !== null),
    total: Number(n),
    page,
    page_size: pageSize,
  }
}

export type { RoundRow }
