import type { ShopItem, ShopItemKind, ShopOrder } from '../../../src/contract/shop'
import type { shopItems, shopOrders } from '../../db/schema'
import { satangToBaht } from '../../lib/money'

type ItemRow = typeof shopItems.$inferSelect
type OrderRow = typeof shopOrders.$inferSelect

export const itemToWire = (row: ItemRow, redeemed: number): ShopItem => ({
  id: row.id,
  kind: row.kind as ShopItemKind,
  title: row.title,
  description: row.description,
  image: row.image,
  price: Number(row.pricePoints),
  credit: satangToBaht(row.creditSatang),
  turnover_multiple: row.turnoverMultiple,
  spins: row.spins,
  stock: row.stock,
  per_member_limit: row.perMemberLimit,
  redeemed,
})

export const orderToWire = (row: OrderRow, item: ItemRow): ShopOrder => ({
  id: row.id,
  item_id: item.id,
  title: item.title,
  kind: item.kind as ShopItemKind,
  quantity: row.quantity,
  points: Number(row.points),
  status: row.status === 'pending' ? 'pending' : 'delivered',
  created_at: row.createdAt.toISOString(),
})
