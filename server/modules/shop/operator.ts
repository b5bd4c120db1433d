import { and, asc, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { OperatorShopItem } from '../../../src/contract/extras-operator'
import type { OperatorShopItemBody } from '../../../src/contract/shop'
import type { DbOrTx } from '../../db/open'
import { shopItems, shopOrders } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { SHOP_MESSAGES } from './messages'
import { itemToWire } from './wire'

type ItemRow = typeof shopItems.$inferSelect

const OPERATOR_MESSAGES = {
  credit: 'ของรางวัลประเภทเครดิตต้องกำหนดจำนวนเงินมากกว่า 0 (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  spins: 'ของรางวัลประเภทหมุนวงล้อต้องกำหนดจำนวนครั้ง',
  stock: 'กรุณากำหนดจำนวนคงเหลือ (เว้นว่าง = ไม่จำกัด)',
  kindFixed: 'ของรางวัลนี้มีสมาชิกแลกไปแล้ว เปลี่ยนประเภทไม่ได้ (ปิดรายการนี้แล้วเพิ่มรายการใหม่แทน)',
} as const

/** Units redeemed and operator items still to send, per item (every member). */
async function orderCounts(db: DbOrTx, itemId?: number) {
  const rows = await db
    .select({
      itemId: shopOrders.itemId,
      units: sql<number>`coalesce(sum(${shopOrders.quantity}), 0)::int`,
      pending: sql<number>`count(*) filter (where ${shopOrders.status} = 'pending')::int`,
    })
    .from(shopOrders)
    .where(itemId === undefined ? undefined : eq(shopOrders.itemId, itemId))
    .groupBy(shopOrders.itemId)
  return new Map(rows.map((r) => [r.itemId, { units: Number(r.units), pending: Number(r.pending) }]))
}

const toOperator = (row: ItemRow, counts?: { units: number; pending: number }): OperatorShopItem => ({
  ...itemToWire(row, counts?.units ?? 0),
  sort: row.sort,
  enabled: row.enabled,
  pending: counts?.pending ?? 0,
})

/** Every item of the agent, turned off ones included, in the members' display order. */
export async function operatorShopItems(deps: AppDeps): Promise<OperatorShopItem[]> {
  const [rows, counts] = await Promise.all([
    deps.db
      .select()
      .from(shopItems)
      .where(eq(shopItems.agentId, deps.config.agentId))
      .orderBy(asc(shopItems.sort), asc(shopItems.id)),
    orderCounts(deps.db),
  ])
  return rows.map((r) => toOperator(r, counts.get(r.id)))
}

/**
 * Adds an item (no item_id) or changes an existing one's fields. A new item needs `stock` (null =
 * unlimited); an edit that leaves it out keeps the current stock, so a form read before some
 * redemptions does not give the redeemed units back. An item members have redeemed keeps its kind
 * (their history shows it). Nothing is deleted: `enabled: false` takes it out of the shop.
 */
export async function upsertShopItem(
  deps: AppDeps,
  body: OperatorShopItemBody,
): Promise<Result<OperatorShopItem>> {
  const creditSatang = body.kind === 'credit' ? parseBahtAmount(body.credit ?? 0) : 0n
  const spins = body.kind === 'wheel_spin' ? (body.spins ?? 0) : 0
  if (creditSatang === null) return refuse(OPERATOR_MESSAGES.credit)
  if (body.kind === 'wheel_spin' && spins <= 0) return refuse(OPERATOR_MESSAGES.spins)
  const values = {
    agentId: deps.config.agentId,
    kind: body.kind,
    title: body.title,
    description: body.description,
    image: body.image ?? null,
    pricePoints: BigInt(body.price),
    creditSatang,
    turnoverMultiple: body.kind === 'credit' ? (body.turnover_multiple ?? 0) : 0,
    spins,
    perMemberLimit: body.per_member_limit,
    enabled: body.enabled,
    ...(body.stock === undefined ? {} : { stock: body.stock }),
    ...(body.sort === undefined ? {} : { sort: body.sort }),
  }
  if (body.item_id === undefined) {
    if (body.stock === undefined) return refuse(OPERATOR_MESSAGES.stock)
    const [row] = await deps.db.insert(shopItems).values(values).returning()
    return ok(toOperator(row))
  }
  const [current] = await deps.db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.id, body.item_id), eq(shopItems.agentId, deps.config.agentId)))
    .for('update')
  if (!current) return refuse(SHOP_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  const counts = (await orderCounts(deps.db, current.id)).get(current.id)
  if (counts && current.kind !== body.kind) return refuse(OPERATOR_MESSAGES.kindFixed)
  const [row] = await deps.db.update(shopItems).set(values).where(eq(shopItems.id, current.id)).returning()
  return ok(toOperator(row, counts))
}

/** The item as the audit's `before` keeps it (null for a new one or another agent's id). */
export async function shopItemBefore(deps: AppDeps, itemId: number | undefined) {
  if (itemId === undefined) return null
  const [row] = await deps.db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.id, itemId), eq(shopItems.agentId, deps.config.agentId)))
  return row ? toOperator(row) : null
}
