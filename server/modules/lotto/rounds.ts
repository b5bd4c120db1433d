import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { LottoResult, LottoRound, ResultDetail } from '../../../src/contract/lotto'
import {
  type CategoryCode,
  categoryById,
  type DrawNumbers,
  LOTTO_CATEGORIES,
  type RoundStatus,
} from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoRounds } from '../../db/schema'
import { addDate, bangkokDate } from '../../lib/bangkok'
import type { RandomSource } from '../../lib/random'
import { roundsBetween, type ScheduledRound } from './schedule'
import { ensureYeekeeSeeds } from './yeekee-seeds'

export type RoundRow = typeof lottoRounds.$inferSelect
/** The columns a round's wire shows (a bill's stored answer keeps these: bills.ts). */
export type RoundFacts = Pick<
  RoundRow,
  'id' | 'categoryId' | 'market' | 'title' | 'drawDate' | 'seq' | 'openAt' | 'closeAt' | 'drawAt' | 'status'
>

/** Days of rounds the schedule job keeps created ahead. */
export const SCHEDULE_AHEAD_DAYS = 14

export const categoryOf = (row: { categoryId: number }): CategoryCode => {
  const code = categoryById(row.categoryId)
  if (!code) throw new Error(`unknown lotto category ${row.categoryId}`)
  return code
}

/** The wire status: stored open | resulted | void; an open round past its close (or before its open) reads closed. */
export function roundStatus(row: Pick<RoundRow, 'status' | 'openAt' | 'closeAt'>, now: Date): RoundStatus {
  if (row.status === 'void') return 'void'
  if (row.status === 'resulted') return 'resulted'
  return now >= row.openAt && now < row.closeAt ? 'open' : 'closed'
}

/** Whether the round takes bets now (server clock). */
export const isBettable = (row: Pick<RoundRow, 'status' | 'openAt' | 'closeAt'>, now: Date): boolean =>
  roundStatus(row, now) === 'open'

export function toRound(row: RoundFacts, now: Date): LottoRound {
  const code = categoryOf(row)
  return {
    id: row.id,
    category_id: row.categoryId,
    category_code: code,
    category_name: LOTTO_CATEGORIES[code].name,
    market: row.market,
    title: row.title,
    draw_date: row.drawDate,
    seq: row.seq,
    open_at: row.openAt.toISOString(),
    close_at: row.closeAt.toISOString(),
    draw_at: row.drawAt.toISOString(),
    status: roundStatus(row, now),
  }
}

/** The round's result on the wire, or null before it is out. */
export function toResult(row: RoundRow): LottoResult | null {
  if (row.status !== 'resulted' || !row.numbers || !row.resultedAt) return null
  const code = categoryOf(row)
  return {
    round_id: row.id,
    category_id: row.categoryId,
    category_code: code,
    category_name: LOTTO_CATEGORIES[code].name,
    market: row.market,
    title: row.title,
    draw_date: row.drawDate,
    draw_at: row.drawAt.toISOString(),
    numbers: row.numbers as DrawNumbers,
    detail: (row.result ?? {}) as ResultDetail,
    demo: row.demoResult,
    resulted_at: row.resultedAt.toISOString(),
  }
}

/**
 * The round's writer lock: a transaction-scoped advisory lock on key (24003, round id), exclusive.
 * Bills (db/functions/lotto_bill_create.sql) hold it shared instead of locking the round's row, so
 * a result, a void, new times or a เลขอั้น change waits for the bills in flight, and a bill that
 * comes after it reads the changed round: no bill lands after the round closes.
 */
export const ROUND_LOCK_CLASS = 24003

/**
 * A round by id; `lock` takes it FOR SHARE (inside a transaction), `update` FOR UPDATE after the
 * round's writer lock (ROUND_LOCK_CLASS): every change of a round that bills depend on goes this way.
 */
export async function findRound(
  db: DbOrTx,
  roundId: number,
  lock: false | 'share' | 'update' = false,
): Promise<RoundRow | null> {
  if (lock === 'update')
    await db.execute(sql`select pg_advisory_xact_lock(${ROUND_LOCK_CLASS}::int, ${roundId}::int)`)
  const query = db.select().from(lottoRounds).where(eq(lottoRounds.id, roundId))
  const [row] = lock ? await query.for(lock) : await query
  return row ?? null
}

/**
 * Inserts scheduled rounds that do not exist yet (by slot key), then gives every open Yeekee round
 * its secret seed (yeekee-seeds.ts); returns how many rounds were new.
 */
export async function insertRounds(
  db: DbOrTx,
  rounds: ScheduledRound[],
  random: RandomSource,
): Promise<number> {
  let created = 0
  for (let i = 0; i < rounds.length; i += 500) {
    const rows = await db
      .insert(lottoRounds)
      .values(
        rounds.slice(i, i + 500).map((r) => ({
          categoryId: r.categoryId,
          market: r.market,
          slotKey: r.slotKey,
          title: r.title,
          drawDate: r.drawDate,
          seq: r.seq,
          openAt: r.openAt,
          closeAt: r.closeAt,
          drawAt: r.drawAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: lottoRounds.id })
    created += rows.length
  }
  await ensureYeekeeSeeds(db, random)
  return created
}

/**
 * The schedule job's work (and the first start's): every round drawn from today to
 * SCHEDULE_AHEAD_DAYS ahead exists, and so does every round of yesterday's draw day not drawn yet:
 * schedules cross midnight (Yeekee's day runs to 03:45 the next morning, Dow Jones closes at 01:30),
 * so a server started, restored or caught up after midnight still has the rounds open now.
 */
export function ensureRounds(db: DbOrTx, now: Date, random: RandomSource): Promise<number> {
  const today = bangkokDate(now)
  const rounds = roundsBetween(addDate(today, -1), addDate(today, SCHEDULE_AHEAD_DAYS)).filter(
    (r) => r.drawDate >= today || r.drawAt > now,
  )
  return insertRounds(db, rounds, random)
}

/** Rounds visible to members (opened) whose close is at or after `since`, by close time. */
export function visibleRounds(db: DbOrTx, now: Date, since: Date, categoryId?: number, limit = 300) {
  return db
    .select()
    .from(lottoRounds)
    .where(
      and(
        lte(lottoRounds.openAt, now),
        gte(lottoRounds.closeAt, since),
        categoryId === undefined ? undefined : eq(lottoRounds.categoryId, categoryId),
      ),
    )
    .orderBy(asc(lottoRounds.closeAt), asc(lottoRounds.id))
    .limit(limit)
}

/** The latest resulted round of each market. */
export async function latestResults(db: DbOrTx): Promise<LottoResult[]> {
  const rows = await db
    .selectDistinctOn([lottoRounds.market])
    .from(lottoRounds)
    .where(eq(lottoRounds.status, 'resulted'))
    .orderBy(lottoRounds.market, sql`${lottoRounds.drawAt} desc`)
  return rows
    .map(toResult)
    .filter((r): r is LottoResult => r !== null)
    .sort((a, b) => a.category_id - b.category_id || b.draw_at.localeCompare(a.draw_at))
}
