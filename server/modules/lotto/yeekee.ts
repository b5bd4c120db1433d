import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import { type DrawNumbers, LOTTO_CATEGORIES, yeekeeNumbers } from '../../../src/contract/lotto-rules'
import type {
  YeekeeArithmetic,
  YeekeeBoard,
  YeekeeListQuery,
  YeekeeRound,
} from '../../../src/contract/yeekee'
import { lottoRounds, lottoShots, lottoShotTotals, members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../auth/result'
import { queueSettlement } from './results'
import { findRound, type RoundRow, toRound } from './rounds'
import { decideYeekeeBonuses, roundBonuses } from './yeekee-bonus'
import { maskUsername, shotNumber, YEEKEE_MESSAGES } from './yeekee-shots'

const YEEKEE = LOTTO_CATEGORIES.yeekee.id
/** Fewer shots than this and the round is void (every bill refunded). */
export const YEEKEE_MIN_SHOTS = 20
/** The result subtracts the shot at this position, counted from the newest. */
export const YEEKEE_SUBTRACTED_POSITION = 16
/** Most shots a board answer carries (newest first). */
const BOARD_MAX_SHOTS = 5000

async function withTotals(deps: AppDeps, rows: RoundRow[]): Promise<YeekeeRound[]> {
  const ids = rows.map((r) => r.id)
  const totals =
    ids.length === 0
      ? []
      : await deps.db.select().from(lottoShotTotals).where(inArray(lottoShotTotals.roundId, ids))
  const byId = new Map(totals.map((t) => [t.roundId, t]))
  const now = deps.clock.now()
  return rows.map((r) => ({
    ...toRound(r, now),
    shoot_close_at: r.drawAt.toISOString(),
    shot_count: byId.get(r.id)?.shotCount ?? 0,
    shot_sum: String(byId.get(r.id)?.shotSum ?? 0n),
  }))
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

/** A round's board: every shot newest first (position 1 first), and its arithmetic once resulted. */
export async function yeekeeBoard(
  deps: AppDeps,
  roundId: number,
  viewer: number | null,
): Promise<Result<YeekeeBoard>> {
  const round = await findRound(deps.db, roundId)
  if (!round || round.categoryId !== YEEKEE) return refuse(YEEKEE_MESSAGES.notYeekee, ErrorCode.NOT_FOUND)
  const [[wire], bonus, shots] = await Promise.all([
    withTotals(deps, [round]),
    round.status === 'resulted' ? roundBonuses(deps.db, roundId) : null,
    deps.db
      .select({
        id: lottoShots.id,
        memberId: lottoShots.memberId,
        number: lottoShots.number,
        at: lottoShots.shotAt,
        username: members.phone,
      })
      .from(lottoShots)
      .innerJoin(members, eq(members.id, lottoShots.memberId))
      .where(eq(lottoShots.roundId, roundId))
      .orderBy(desc(lottoShots.id))
      .limit(BOARD_MAX_SHOTS),
  ])
  const detail = round.result as { sum?: string; shot16?: string; value?: string; shot16_id?: number } | null
  const result: YeekeeArithmetic | null =
    round.status === 'resulted' && detail?.sum && detail.shot16 && detail.value
      ? {
          sum: detail.sum,
          shot16: detail.shot16,
          shot16_id: Number(detail.shot16_id ?? 0),
          value: detail.value,
          numbers: round.numbers as DrawNumbers,
        }
      : null
  return ok({
    round: wire,
    shots: shots.map((s) => ({
      id: s.id,
      round_id: roundId,
      number: shotNumber(s.number),
      username: maskUsername(s.username),
      shot_at: s.at.toISOString(),
      mine: viewer !== null && s.memberId === viewer,
    })),
    result,
    bonus,
    server_time: deps.clock.now().toISOString(),
  })
}

/**
 * The Yeekee result of one round whose shooting has closed: with fewer than 20 shots it is void;
 * otherwise sum − the shot at position 16 (newest first), the position 1 and 16 bonuses are decided
 * (yeekee-bonus.ts) and settlement is queued. The round is
 * locked FOR UPDATE: shot batches in flight (FOR SHARE) finish first, later ones are refused.
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
      sql`select count(*)::int as n, coalesce(sum(number), 0)::bigint as total from lotto_shots where round_id = ${roundId}`,
    )) as unknown as { rows: { n: number; total: string }[] }
    const count = Number(counted.rows[0].n)
    if (count < YEEKEE_MIN_SHOTS) {
      await tx
        .update(lottoRounds)
        .set({
          status: 'void',
          voidedAt: now,
          voidReason: `ยิงเลขเพียง ${count} ครั้ง (น้อยกว่า ${YEEKEE_MIN_SHOTS})`,
        })
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
    const sum = BigInt(counted.rows[0].total)
    const value = sum - BigInt(shot16.number)
    await tx
      .update(lottoRounds)
      .set({
        status: 'resulted',
        result: {
          sum: sum.toString(),
          shot16: shotNumber(shot16.number),
          shot16_id: shot16.id,
          value: value.toString(),
        },
        numbers: yeekeeNumbers(value),
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
