import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import { type DrawNumbers, LOTTO_CATEGORIES } from '../../../src/contract/lotto-rules'
import type {
  YeekeeArithmetic,
  YeekeeBoard,
  YeekeeListQuery,
  YeekeeRound,
  YeekeeShot,
  YeekeeShotsPage,
} from '../../../src/contract/yeekee'
import {
  fiveDigits,
  YEEKEE_MIN_SHOOTERS,
  YEEKEE_SUBTRACTED_POSITION,
  yeekeeOutcome,
} from '../../../src/contract/yeekee-rules'
import type { DbOrTx } from '../../db/open'
import { lottoRounds, lottoShots, lottoShotTotals, members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { maskPhone } from '../../lib/mask'
import { ok, type Result, refuse } from '../../lib/result'
import { queueSettlement } from './results'
import { findRound, type RoundRow, toRound } from './rounds'
import { decideYeekeeBonuses, roundBonuses } from './yeekee-bonus'
import { seedsOf } from './yeekee-seeds'
import { YEEKEE_MESSAGES } from './yeekee-shots'

const YEEKEE = LOTTO_CATEGORIES.yeekee.id
/** Most shots a board answer (and a page of `lotto/yeekee/shots`) carries, newest first. */
const PAGE_SHOTS = 5000

async function withTotals(deps: AppDeps, rows: RoundRow[]): Promise<YeekeeRound[]> {
  const ids = rows.map((r) => r.id)
  const [totals, seeds] = await Promise.all([
    ids.length === 0
      ? []
      : deps.db.select().from(lottoShotTotals).where(inArray(lottoShotTotals.roundId, ids)),
    seedsOf(deps.db, ids),
  ])
  const byId = new Map(totals.map((t) => [t.roundId, t]))
  const now = deps.clock.now()
  return rows.map((r) => ({
    ...toRound(r, now),
    shoot_close_at: r.drawAt.toISOString(),
    shot_count: byId.get(r.id)?.shotCount ?? 0,
    shot_sum: String(byId.get(r.id)?.shotSum ?? 0n),
    shooter_count: byId.get(r.id)?.shooterCount ?? 0,
    seed_hash: seeds.get(r.id)?.seedHash ?? null,
  }))
}

/** Shots of a round newest first (position 1 first), at most a page, older than `beforeId` if given. */
async function shotPage(db: DbOrTx, roundId: number, viewer: number | null, beforeId?: number) {
  const rows = await db
    .select({
      id: lottoShots.id,
      memberId: lottoShots.memberId,
      number: lottoShots.number,
      at: lottoShots.shotAt,
      username: members.phone,
    })
    .from(lottoShots)
    .innerJoin(members, eq(members.id, lottoShots.memberId))
    .where(
      and(eq(lottoShots.roundId, roundId), beforeId === undefined ? undefined : lt(lottoShots.id, beforeId)),
    )
    .orderBy(desc(lottoShots.id))
    .limit(PAGE_SHOTS)
  return rows.map(
    (s): YeekeeShot => ({
      id: s.id,
      round_id: roundId,
      number: fiveDigits(s.number),
      username: maskPhone(s.username),
      shot_at: s.at.toISOString(),
      mine: viewer !== null && s.memberId === viewer,
    }),
  )
}

/** A Bangkok day's Yeekee rounds, or (no date) those closing from 2 hours ago to 6 hours ahead. */
export async function yeekeeRounds(deps: AppDeps, query: YeekeeListQuery): Promise<YeekeeRound[]> {
  const now = deps.clock.now().getTime()
  const rows = await deps.db
    .select()
    .from(lottoRounds)
    .where(
      and(
        eq(lottoRounds.categoryId, YEEKEE),
        query.date !== undefined
          ? eq(lottoRounds.drawDate, query.date)
          : and(
              gte(lottoRounds.closeAt, new Date(now - 2 * 3600_000)),
              lte(lottoRounds.closeAt, new Date(now + 6 * 3600_000)),
            ),
      ),
    )
    .orderBy(asc(lottoRounds.closeAt))
    .limit(100)
  return withTotals(deps, rows)
}

/** A round's board: its newest shots (position 1 first), and its arithmetic and seed once resulted. */
export async function yeekeeBoard(
  deps: AppDeps,
  roundId: number,
  viewer: number | null,
): Promise<Result<YeekeeBoard>> {
  const round = await findRound(deps.db, roundId)
  if (!round || round.categoryId !== YEEKEE) return refuse(YEEKEE_MESSAGES.notYeekee, ErrorCode.NOT_FOUND)
  const [[wire], bonus, shots, seeds] = await Promise.all([
    withTotals(deps, [round]),
    round.status === 'resulted' ? roundBonuses(deps.db, roundId) : null,
    shotPage(deps.db, roundId, viewer),
    // The seed is revealed with the result (never before shooting has closed).
    round.status === 'resulted' ? seedsOf(deps.db, [roundId]) : null,
  ])
  const detail = round.result as {
    sum?: string
    shot16?: string
    value?: string
    shot16_id?: number
    seed_number?: string
  } | null
  const result: YeekeeArithmetic | null =
    round.status === 'resulted' && detail?.sum && detail.shot16 && detail.value
      ? {
          sum: detail.sum,
          shot16: detail.shot16,
          shot16_id: Number(detail.shot16_id ?? 0),
          // Rounds resulted before seeds existed have none: their value is sum − shot16.
          seed: detail.seed_number === undefined ? null : (seeds?.get(roundId)?.seed ?? null),
          seed_number: detail.seed_number ?? fiveDigits(0),
          value: detail.value,
          numbers: round.numbers as DrawNumbers,
        }
      : null
  return ok({ round: wire, shots, result, bonus, server_time: deps.clock.now().toISOString() })
}

/** Every shot of a round, a page at a time (newest first): what the audit and its CSV read. */
export async function yeekeeShots(
  deps: AppDeps,
  roundId: number,
  beforeId: number | undefined,
  viewer: number | null,
): Promise<Result<YeekeeShotsPage>> {
  const round = await findRound(deps.db, roundId)
  if (!round || round.categoryId !== YEEKEE) return refuse(YEEKEE_MESSAGES.notYeekee, ErrorCode.NOT_FOUND)
  const shots = await shotPage(deps.db, roundId, viewer, beforeId)
  return ok({ shots, next_before_id: shots.length === PAGE_SHOTS ? shots[shots.length - 1].id : null })
}

/**
 * The Yeekee result of one round whose shooting has closed: with fewer than 20 distinct members
 * shooting (or, never expected, no committed seed) it is void; otherwise sum − the shot at position
 * 16 (newest first) + the seed's number (yeekee-rules.ts), the position 1 and 16 bonuses are decided
 * (yeekee-bonus.ts) and settlement is queued. The round is locked FOR UPDATE: shot batches in
 * flight (FOR SHARE) finish first, later ones are refused.
 */
export async function resultYeekeeRound(
  deps: AppDeps,
  roundId: number,
): Promise<'resulted' | 'void' | 'skipped'> {
  return deps.db.transaction(async (tx) => {
    const round = await findRound(tx, roundId, 'update')
    const now = deps.clock.now()
    if (!round || round.categoryId !== YEEKEE || round.status !== 'open' || now < round.drawAt)
      return 'skipped'
    const counted = (await tx.execute(
      sql`select count(*)::int as n, count(distinct member_id)::int as shooters,
            coalesce(sum(number), 0)::bigint as total
          from lotto_shots where round_id = ${roundId}`,
    )) as unknown as { rows: { n: number; shooters: number; total: string }[] }
    const shooters = Number(counted.rows[0].shooters)
    const seed = (await seedsOf(tx, [roundId])).get(roundId)?.seed ?? null
    const voidReason =
      shooters < YEEKEE_MIN_SHOOTERS
        ? `มีผู้ยิงเลขเพียง ${shooters} คน (น้อยกว่า ${YEEKEE_MIN_SHOOTERS} คน)`
        : seed === null
          ? 'รอบนี้ไม่มีรหัสยืนยันผล'
          : null
    if (voidReason !== null) {
      await tx
        .update(lottoRounds)
        .set({ status: 'void', voidedAt: now, voidReason })
        .where(eq(lottoRounds.id, roundId))
      await queueSettlement(tx, roundId, now)
      return 'void'
    }
    // Newest first: latest[0] is position 1, latest[15] position 16.
    const latest = await tx
      .select({ id: lottoShots.id, memberId: lottoShots.memberId, number: lottoShots.number })
      .from(lottoShots)
      .where(eq(lottoShots.roundId, roundId))
      .orderBy(desc(lottoShots.id))
      .limit(YEEKEE_SUBTRACTED_POSITION)
    const shot16 = latest[YEEKEE_SUBTRACTED_POSITION - 1]
    const outcome = await yeekeeOutcome(roundId, BigInt(counted.rows[0].total), BigInt(shot16.number), seed)
    await tx
      .update(lottoRounds)
      .set({
        status: 'resulted',
        result: {
          sum: outcome.sum.toString(),
          shot16: fiveDigits(shot16.number),
          shot16_id: shot16.id,
          seed_number: fiveDigits(outcome.seedNumber),
          value: outcome.value.toString(),
        },
        numbers: outcome.numbers,
        demoResult: false,
        resultedAt: now,
      })
      .where(eq(lottoRounds.id, roundId))
    await decideYeekeeBonuses(
      tx,
      deps,
      roundId,
      [
        { position: 1, id: latest[0].id, memberId: latest[0].memberId },
        { position: 16, id: shot16.id, memberId: shot16.memberId },
      ],
      now,
    )
    await queueSettlement(tx, roundId, now)
    return 'resulted'
  })
}

/** Every Yeekee round whose shooting closed without a result yet (the result job's work). */
export async function dueYeekeeRounds(deps: AppDeps): Promise<number[]> {
  const rows = await deps.db
    .select({ id: lottoRounds.id })
    .from(lottoRounds)
    .where(
      and(
        eq(lottoRounds.categoryId, YEEKEE),
        eq(lottoRounds.status, 'open'),
        lte(lottoRounds.drawAt, deps.clock.now()),
      ),
    )
    .orderBy(asc(lottoRounds.drawAt))
    .limit(200)
  return rows.map((r) => r.id)
}
