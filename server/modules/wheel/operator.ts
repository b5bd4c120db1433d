import { asc, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type {
  OperatorWheelPrize,
  OperatorWheelPrizeBody,
  OperatorWheelPrizeReply,
  OperatorWheelPrizesReply,
} from '../../../src/contract/extras-operator'
import { wheelSegments, wheelSpins } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { SPIN_COST_POINTS, WHEEL_OPERATOR_MESSAGES } from './messages'

type Wheel = NonNullable<OperatorWheelPrizesReply['data']>
type Saved = NonNullable<OperatorWheelPrizeReply['data']>
type SegmentRow = typeof wheelSegments.$inferSelect

/** How many prizes the wheel may show at once (its drawing), and the largest weight. */
export const MAX_ENABLED_PRIZES = 16
export const MAX_WEIGHT = 1_000_000
const MAX_POINTS = 100_000_000

/** Percent with 2 decimals. */
const percentOf = (weight: number, total: number) =>
  total === 0 ? 0 : Math.round((weight * 10_000) / total) / 100

function toOperator(row: SegmentRow, total: number, wins: number): OperatorWheelPrize {
  return {
    id: row.id,
    label: row.label,
    kind: row.kind as OperatorWheelPrize['kind'],
    amount: row.kind === 'credit' ? satangToBaht(row.amount) : Number(row.amount),
    weight: row.weight,
    color: row.color,
    sort: row.sort,
    enabled: row.enabled,
    chance: row.enabled ? percentOf(row.weight, total) : 0,
    wins,
  }
}

/** Every prize of the agent's wheel in wheel order, its chance now and the spins that landed on it. */
export async function operatorWheel(deps: AppDeps): Promise<Wheel> {
  const [rows, wins] = await Promise.all([
    deps.db
      .select()
      .from(wheelSegments)
      .where(eq(wheelSegments.agentId, deps.config.agentId))
      .orderBy(asc(wheelSegments.sort), asc(wheelSegments.id)),
    deps.db
      .select({ id: wheelSpins.segmentId, count: sql<number>`count(*)::int` })
      .from(wheelSpins)
      .where(eq(wheelSpins.state, 'spun'))
      .groupBy(wheelSpins.segmentId),
  ])
  const winsOf = new Map(wins.map((w) => [w.id, Number(w.count)]))
  const total = rows.filter((r) => r.enabled).reduce((sum, r) => sum + r.weight, 0)
  return {
    prizes: rows.map((r) => toOperator(r, total, winsOf.get(r.id) ?? 0)),
    total_weight: total,
    cost_points: Number(SPIN_COST_POINTS),
  }
}

/** A prize as the audit's `before` keeps it (null for a new one or another agent's id). */
export async function wheelPrizeBefore(deps: AppDeps, prizeId: number | undefined) {
  if (prizeId === undefined) return null
  const wheel = await operatorWheel(deps)
  return wheel.prizes.find((p) => p.id === prizeId) ?? null
}

/** The prize's stored amount (satang or points), or the Thai refusal of a bad one. */
function amountOf(body: OperatorWheelPrizeBody): bigint | string {
  if (body.kind === 'none') return 0n
  if (body.kind === 'credit') return parseBahtAmount(body.amount) ?? WHEEL_OPERATOR_MESSAGES.credit
  return Number.isInteger(body.amount) && body.amount >= 1 && body.amount <= MAX_POINTS
    ? BigInt(body.amount)
    : WHEEL_OPERATOR_MESSAGES.points
}

/**
 * Adds a prize (no prize_id) or changes one, keeping the wheel drawable: each weight a whole number
 * from 1 to MAX_WEIGHT, and 1 to MAX_ENABLED_PRIZES prizes enabled once the change is made. The
 * agent's prize rows are locked first, so two staff turning off the last two prizes at once cannot
 * leave an empty wheel. A spin already made is untouched: it keeps the table it was drawn from
 * (`wheel_spins.table`, which its claim pays), and nothing is deleted (a prize is turned off).
 */
export async function saveWheelPrize(deps: AppDeps, body: OperatorWheelPrizeBody): Promise<Result<Saved>> {
  if (!Number.isInteger(body.weight) || body.weight < 1 || body.weight > MAX_WEIGHT)
    return refuse(WHEEL_OPERATOR_MESSAGES.weight)
  const amount = amountOf(body)
  if (typeof amount === 'string') return refuse(amount)
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: wheelSegments.id, enabled: wheelSegments.enabled })
      .from(wheelSegments)
      .where(eq(wheelSegments.agentId, deps.config.agentId))
      .orderBy(asc(wheelSegments.id))
      .for('update')
    if (body.prize_id !== undefined && !rows.some((r) => r.id === body.prize_id))
      return refuse(WHEEL_OPERATOR_MESSAGES.notFound, ErrorCode.NOT_FOUND)
    const enabledAfter =
      rows.filter((r) => r.enabled && r.id !== body.prize_id).length + (body.enabled ? 1 : 0)
    if (enabledAfter < 1) return refuse(WHEEL_OPERATOR_MESSAGES.lastPrize)
    if (enabledAfter > MAX_ENABLED_PRIZES) return refuse(WHEEL_OPERATOR_MESSAGES.tooMany)
    const values = {
      label: body.label,
      kind: body.kind,
      amount,
      weight: body.weight,
      color: body.color,
      enabled: body.enabled,
      ...(body.sort === undefined ? {} : { sort: body.sort }),
    }
    let prizeId = body.prize_id
    if (prizeId === undefined) {
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${wheelSegments.sort}), -1)::int` })
        .from(wheelSegments)
        .where(eq(wheelSegments.agentId, deps.config.agentId))
      const [made] = await tx
        .insert(wheelSegments)
        .values({ agentId: deps.config.agentId, sort: Number(last?.sort ?? -1) + 1, ...values })
        .returning({ id: wheelSegments.id })
      prizeId = made.id
    } else await tx.update(wheelSegments).set(values).where(eq(wheelSegments.id, prizeId))
    return ok({ prize_id: prizeId, ...(await operatorWheel({ ...deps, db: tx })) })
  })
}
