import { and, desc, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { OperatorCoupon, OperatorCouponSaveBody } from '../../../src/contract/marketing'
import { coupons } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { COUPON_OPERATOR_MESSAGES, usesBelowUsedMessage } from './messages'
import { normaliseCode } from './service'

type CouponRow = typeof coupons.$inferSelect

/** A code staff may give: letters, digits, - and _ (stored upper-case), 3 to 32 of them. */
const NEW_CODE = /^[A-Z0-9_-]{3,32}$/

function toOperatorWire(row: CouponRow): OperatorCoupon {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind === 'points' ? 'points' : 'credit',
    amount: satangToBaht(row.amountSatang),
    points: Number(row.points),
    turnover_multiple: row.turnoverMultiple,
    max_withdraw: row.maxWithdrawSatang === null ? null : satangToBaht(row.maxWithdrawSatang),
    starts_at: row.startsAt.toISOString(),
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    max_uses: row.maxUses,
    used_count: row.usedCount,
    enabled: row.enabled,
  }
}

/** Every coupon of this agent, newest first. */
export async function operatorCouponList(deps: AppDeps): Promise<OperatorCoupon[]> {
  const rows = await deps.db
    .select()
    .from(coupons)
    .where(eq(coupons.agentId, deps.config.agentId))
    .orderBy(desc(coupons.id))
  return rows.map(toOperatorWire)
}

/**
 * Adds a coupon (no coupon_id) or changes one. A coupon members used keeps its code, kind and value
 * (their history names it) and its use limit stays at or above the uses so far; turning it off
 * (`enabled: false`) stops further uses and keeps every redemption.
 */
export async function saveCoupon(
  deps: AppDeps,
  body: OperatorCouponSaveBody,
): Promise<Result<OperatorCoupon>> {
  const code = normaliseCode(body.code)
  if (!NEW_CODE.test(code)) return refuse(COUPON_OPERATOR_MESSAGES.code)
  const title = body.title.trim()
  if (!title) return refuse(COUPON_OPERATOR_MESSAGES.title)
  const credit = body.kind === 'credit'
  const amountSatang = credit ? parseBahtAmount(body.amount ?? 0) : 0n
  if (amountSatang === null) return refuse(COUPON_OPERATOR_MESSAGES.amount)
  const points = credit ? 0 : (body.points ?? 0)
  if (!credit && points <= 0) return refuse(COUPON_OPERATOR_MESSAGES.points)
  const maxWithdrawSatang = !credit || body.max_withdraw === null ? null : parseBahtAmount(body.max_withdraw)
  if (credit && body.max_withdraw !== null && maxWithdrawSatang === null)
    return refuse(COUPON_OPERATOR_MESSAGES.maxWithdraw)
  if (body.max_uses !== null && body.max_uses < 1) return refuse(COUPON_OPERATOR_MESSAGES.maxUses)
  const startsAt = new Date(body.starts_at)
  const expiresAt = body.expires_at === null ? null : new Date(body.expires_at)
  if (expiresAt && expiresAt <= startsAt) return refuse(COUPON_OPERATOR_MESSAGES.endBeforeStart)

  const values = {
    agentId: deps.config.agentId,
    code,
    title,
    kind: body.kind,
    amountSatang,
    points: BigInt(points),
    turnoverMultiple: credit ? body.turnover_multiple : 0,
    maxWithdrawSatang,
    startsAt,
    expiresAt,
    maxUses: body.max_uses,
    enabled: body.enabled,
  }
  // Codes are unique across the table (members type only the code).
  const [same] = await deps.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code))
  if (same && same.id !== body.coupon_id) return refuse(COUPON_OPERATOR_MESSAGES.duplicate)

  if (body.coupon_id === undefined) {
    const [row] = await deps.db.insert(coupons).values(values).returning()
    return ok(toOperatorWire(row))
  }
  const mine = and(eq(coupons.id, body.coupon_id), eq(coupons.agentId, deps.config.agentId))
  // Locked: a redemption counting a use waits, so the limit is checked against the final count.
  const [current] = await deps.db.select().from(coupons).where(mine).for('update')
  if (!current) return refuse(COUPON_OPERATOR_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  if (current.usedCount > 0) {
    const sameValue =
      current.code === code &&
      current.kind === body.kind &&
      current.amountSatang === amountSatang &&
      current.points === BigInt(points)
    if (!sameValue) return refuse(COUPON_OPERATOR_MESSAGES.usedValue)
    if (body.max_uses !== null && body.max_uses < current.usedCount)
      return refuse(usesBelowUsedMessage(current.usedCount))
  }
  const [row] = await deps.db.update(coupons).set(values).where(mine).returning()
  return ok(toOperatorWire(row))
}
