import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type {
  RedemptionBody,
  RedemptionCalc,
  RedemptionRedeemReply,
  ShopItem,
  ShopOrder,
} from '../../../src/contract/shop'
import type { DbOrTx, Tx } from '../../db/open'
import { shopItems, shopOrders } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { InsufficientPointsError, movePoints, pointsOf } from '../points/ledger'
import { creditReward } from '../rewards/credit'
import { withIdempotency } from '../wallet/idempotency'
import { shopOrderReference } from '../wallet/references'
import { memberWallets } from '../wallet/service'
import { addFreeSpins, freeSpinsOf } from '../wheel/free-spins'
import { MAX_QUANTITY, SHOP_MESSAGES } from './messages'
import { itemToWire, orderToWire } from './wire'

type ItemRow = typeof shopItems.$inferSelect

async function redeemedCounts(db: DbOrTx, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: shopOrders.itemId, count: sql<number>`sum(${shopOrders.quantity})::int` })
    .from(shopOrders)
    .where(eq(shopOrders.memberId, memberId))
    .groupBy(shopOrders.itemId)
  return new Map(rows.map((r) => [r.itemId, Number(r.count)]))
}

const itemById = async (db: DbOrTx, agentId: number, itemId: number): Promise<ItemRow | undefined> =>
  (
    await db
      .select()
      .from(shopItems)
      .where(and(eq(shopItems.id, itemId), eq(shopItems.agentId, agentId), eq(shopItems.enabled, true)))
  )[0]

/** The enabled items in display order, with how many of each this member has redeemed. */
export async function shopList(
  deps: AppDeps,
  memberId: number,
): Promise<{ items: ShopItem[]; points: number }> {
  const [rows, counts, points] = await Promise.all([
    deps.db
      .select()
      .from(shopItems)
      .where(and(eq(shopItems.agentId, deps.config.agentId), eq(shopItems.enabled, true)))
      .orderBy(asc(shopItems.sort), asc(shopItems.id)),
    redeemedCounts(deps.db, memberId),
    pointsOf(deps.db, memberId),
  ])
  return { items: rows.map((r) => itemToWire(r, counts.get(r.id) ?? 0)), points: Number(points) }
}

/** Why this member cannot redeem `quantity` of the item now (null: they can). A read only. */
function refusalOf(item: ItemRow, quantity: number, points: bigint, redeemed: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return SHOP_MESSAGES.quantity
  if (item.stock !== null && item.stock < quantity) return SHOP_MESSAGES.outOfStock
  if (item.perMemberLimit !== null && redeemed + quantity > item.perMemberLimit) return SHOP_MESSAGES.limit
  if (points < item.pricePoints * BigInt(quantity)) return SHOP_MESSAGES.notEnoughPoints
  return null
}

export async function shopCalc(
  deps: AppDeps,
  memberId: number,
  body: RedemptionBody,
): Promise<Result<RedemptionCalc>> {
  const item = await itemById(deps.db, deps.config.agentId, body.item_id)
  if (!item) return refuse(SHOP_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  const points = await pointsOf(deps.db, memberId)
  const redeemed = (await redeemedCounts(deps.db, memberId)).get(item.id) ?? 0
  const quantity = Math.max(0, body.quantity)
  const price = item.pricePoints * BigInt(quantity)
  const refusal = refusalOf(item, body.quantity, points, redeemed)
  return ok({
    item_id: item.id,
    quantity: body.quantity,
    price: Number(price),
    points: Number(points),
    points_after: refusal ? Number(points) : Number(points - price),
    credit: satangToBaht(item.creditSatang * BigInt(quantity)),
    spins: item.spins * quantity,
    refusal,
  })
}

type RedeemAnswer = NonNullable<RedemptionRedeemReply['data']>
class Refusal extends Error {}

/**
 * Debits the points and delivers the item in one transaction: points first (the conditional UPDATE
 * of member_points also serialises this member's redemptions, so the per-member count read after it
 * is current), then the stock by a conditional UPDATE (`stock >= quantity`: never below zero however
 * many race), then the order and its delivery (credit into the bonus wallet, free spins, or an
 * operator item left 'pending'). Idempotent by the Idempotency-Key.
 */
export async function shopRedeem(
  deps: AppDeps,
  memberId: number,
  key: string,
  body: RedemptionBody,
): Promise<Result<RedeemAnswer>> {
  return withIdempotency(deps, { memberId, key, scope: 'shop.redeem', payload: body }, async (tx) => {
    const item = await itemById(tx, deps.config.agentId, body.item_id)
    if (!item) return refuse(SHOP_MESSAGES.notFound, ErrorCode.NOT_FOUND)
    if (body.quantity < 1 || body.quantity > MAX_QUANTITY) return refuse(SHOP_MESSAGES.quantity)
    try {
      return ok(await redeemIn(tx, deps, item, memberId, body.quantity))
    } catch (error) {
      if (error instanceof InsufficientPointsError) return refuse(SHOP_MESSAGES.notEnoughPoints)
      if (error instanceof Refusal) return refuse(error.message)
      throw error
    }
  })
}

async function redeemIn(tx: Tx, deps: AppDeps, item: ItemRow, memberId: number, quantity: number) {
  return tx.transaction(async (inner): Promise<RedeemAnswer> => {
    const now = deps.clock.now()
    const price = item.pricePoints * BigInt(quantity)
    const [order] = await inner
      .insert(shopOrders)
      .values({
        memberId,
        itemId: item.id,
        quantity,
        points: price,
        status: item.kind === 'item' ? 'pending' : 'delivered',
        createdAt: now,
      })
      .returning()
    await movePoints(inner, deps, {
      memberId,
      kind: 'shop',
      amount: -price,
      reference: `shop_order:${order.id}`,
      at: now,
    })
    if (item.perMemberLimit !== null) {
      const redeemed = (await redeemedCounts(inner, memberId)).get(item.id) ?? 0
      if (redeemed > item.perMemberLimit) throw new Refusal(SHOP_MESSAGES.limit)
    }
    if (item.stock !== null) {
      const [left] = await inner
        .update(shopItems)
        .set({ stock: sql`${shopItems.stock} - ${quantity}` })
        .where(and(eq(shopItems.id, item.id), sql`${shopItems.stock} >= ${quantity}`))
        .returning({ stock: shopItems.stock })
      if (!left) throw new Refusal(SHOP_MESSAGES.outOfStock)
    }
    let saved = order
    if (item.kind === 'credit') {
      const transactionId = await creditReward(inner, deps, {
        memberId,
        source: 'shop',
        title: item.title,
        amountSatang: item.creditSatang * BigInt(quantity),
        turnoverMultiple: item.turnoverMultiple,
        reference: shopOrderReference(order.id),
        at: now,
      })
      ;[saved] = await inner
        .update(shopOrders)
        .set({ transactionId })
        .where(eq(shopOrders.id, order.id))
        .returning()
    } else if (item.kind === 'wheel_spin') {
      await addFreeSpins(inner, memberId, item.spins * quantity)
    }
    return {
      order: orderToWire(saved, item),
      points: Number(await pointsOf(inner, memberId)),
      free_spins: await freeSpinsOf(inner, memberId),
      wallets: await memberWallets(inner, memberId),
    }
  })
}

/** The member's redemptions, newest first. */
export async function shopHistory(db: DbOrTx, memberId: number): Promise<ShopOrder[]> {
  const rows = await db
    .select({ order: shopOrders, item: shopItems })
    .from(shopOrders)
    .innerJoin(shopItems, eq(shopItems.id, shopOrders.itemId))
    .where(eq(shopOrders.memberId, memberId))
    .orderBy(desc(shopOrders.id))
    .limit(100)
  return rows.map((r) => orderToWire(r.order, r.item))
}
