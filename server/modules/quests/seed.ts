import type { DbOrTx } from '../../db/open'
import { quests } from '../../db/schema'

/** Demo quests: the daily deposit quest pays points (enough for a wheel spin in the point shop). */
export const DEMO_QUESTS = [
  {
    title: 'ฝากเงินครบ 100 บาท',
    description: 'ฝากเงินรวมวันนี้ตั้งแต่ 100 บาท รับ 200 พอยท์',
    period: 'daily',
    kind: 'deposit',
    target: 10_000n,
    rewardKind: 'points',
    rewardAmount: 200n,
    sort: 1,
  },
  {
    title: 'เดิมพันครบ 500 บาท',
    description: 'ยอดเดิมพันรวมวันนี้ตั้งแต่ 500 บาท รับเครดิตฟรี 10 บาท เข้ากระเป๋าโบนัส',
    period: 'daily',
    kind: 'bet_total',
    target: 50_000n,
    rewardKind: 'credit',
    rewardAmount: 1_000n,
    turnoverMultiple: 2,
    sort: 2,
  },
  {
    title: 'แทงหวย 3 ครั้ง',
    description: 'แทงหวยวันนี้ 3 ครั้ง รับ 30 พอยท์',
    period: 'daily',
    kind: 'lotto_count',
    target: 3n,
    rewardKind: 'points',
    rewardAmount: 30n,
    sort: 3,
  },
  {
    title: 'เล่น 5 เกมไม่ซ้ำ',
    description: 'เล่นเกมต่างกัน 5 เกมในสัปดาห์นี้ รับเครดิตฟรี 50 บาท เข้ากระเป๋าโบนัส',
    period: 'weekly',
    kind: 'distinct_games',
    target: 5n,
    rewardKind: 'credit',
    rewardAmount: 5_000n,
    turnoverMultiple: 3,
    sort: 1,
  },
  {
    title: 'เข้าสู่ระบบ 3 วันติด',
    description: 'เข้าสู่ระบบติดต่อกัน 3 วันในสัปดาห์นี้ รับ 100 พอยท์',
    period: 'weekly',
    kind: 'login_streak',
    target: 3n,
    rewardKind: 'points',
    rewardAmount: 100n,
    sort: 2,
  },
] as const

export async function seedQuests(db: DbOrTx, agentId: number): Promise<number[]> {
  const rows = await db
    .insert(quests)
    .values(DEMO_QUESTS.map((q) => ({ ...q, agentId })))
    .returning({ id: quests.id })
  return rows.map((r) => r.id)
}
