import type { DbOrTx } from '../../db/open'
import { shopItems } from '../../db/schema'

export const DEMO_SHOP_ITEMS = [
  {
    kind: 'wheel_spin',
    title: 'หมุนวงล้อนำโชค 1 ครั้ง',
    description: 'สิทธิ์หมุนวงล้อนำโชคฟรี 1 ครั้ง',
    image: '/images/event-wheel.svg',
    pricePoints: 100n,
    spins: 1,
    sort: 1,
  },
  {
    kind: 'credit',
    title: 'เครดิตฟรี 50 บาท',
    description: 'เครดิตเข้ากระเป๋าโบนัส ทำเทิร์น 2 เท่า',
    pricePoints: 500n,
    creditSatang: 5_000n,
    turnoverMultiple: 2,
    stock: 100,
    perMemberLimit: 1,
    sort: 2,
  },
  {
    kind: 'item',
    title: 'เสื้อฟุตบอล bw222',
    description: 'ทีมงานติดต่อกลับเพื่อจัดส่งภายใน 7 วัน',
    pricePoints: 5_000n,
    stock: 10,
    perMemberLimit: 1,
    sort: 3,
  },
] as const

export async function seedShop(db: DbOrTx, agentId: number): Promise<void> {
  await db.insert(shopItems).values(DEMO_SHOP_ITEMS.map((i) => ({ ...i, agentId })))
}
