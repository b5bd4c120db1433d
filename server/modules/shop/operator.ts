import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { OperatorShopItemBody, ShopItem } from '../../../src/contract/shop'
import { shopItems } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { SHOP_MESSAGES } from './messages'
import { itemToWire } from './wire'

const OPERATOR_MESSAGES = {
  credit: 'ของรางวัลประเภทเครดิตต้องกำหนดจำนวนเงินมากกว่า 0 (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  spins: 'ของรางวัลประเภทหมุนวงล้อต้องกำหนดจำนวนครั้ง',
} as const

/** Adds an item (no item_id) or replaces an existing one's fields; stock is set as given. */
export async function upsertShopItem(deps: AppDeps, body: OperatorShopItemBody): Promise<Result<ShopItem>> {
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
    turnoverMultiple: body.turnover_multiple ?? 0,
    spins,
    stock: body.stock,
    perMemberLimit: body.per_member_limit,
    enabled: body.enabled,
  }
  if (body.item_id === undefined) {
    const [row] = await deps.db.insert(shopItems).values(values).returning()
    return ok(itemToWire(row, 0))
  }
  const [row] = await deps.db
    .update(shopItems)
    .set(values)
    .where(and(eq(shopItems.id, body.item_id), eq(shopItems.agentId, deps.config.agentId)))
    .returning()
  if (!row) return refuse(SHOP_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  return ok(itemToWire(row, 0))
}
