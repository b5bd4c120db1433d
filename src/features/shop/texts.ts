import type { RedemptionCalc, ShopItem } from '../../contract/shop'
import { formatBaht, formatNumber } from '../../lib/format'

const pts = (n: number) => `${formatNumber(n)} พอยท์`

/** Member-facing Thai texts of /redeem (แลกของรางวัล). */
export const SHOP_TEXT = {
  title: 'แลกของรางวัล',
  empty: 'ยังไม่มีของรางวัลในตอนนี้',
  price: (n: number) => pts(n),
  stock: (item: ShopItem) => (item.stock === null ? 'ไม่จำกัดจำนวน' : `คงเหลือ ${item.stock} ชิ้น`),
  limit: (item: ShopItem) =>
    item.per_member_limit === null
      ? null
      : `แลกได้ ${item.per_member_limit} ครั้งต่อคน (แลกแล้ว ${item.redeemed})`,
  redeem: 'แลก',
  confirmTitle: 'ยืนยันการแลกของรางวัล',
  confirm: 'ยืนยันแลก',
  cancel: 'ยกเลิก',
  redeeming: 'กำลังแลก...',
  summary: (c: RedemptionCalc) => `ใช้ ${pts(c.price)} (คงเหลือ ${pts(c.points_after)})`,
  gets: (item: ShopItem, c: RedemptionCalc) =>
    item.kind === 'credit'
      ? `ได้รับเครดิตฟรี ${formatBaht(c.credit)} เข้ากระเป๋าโบนัส`
      : item.kind === 'wheel_spin'
        ? `ได้รับสิทธิ์หมุนวงล้อ ${c.spins} ครั้ง`
        : `ได้รับ ${item.title} (ทีมงานจะติดต่อเพื่อจัดส่ง)`,
  done: (title: string) => `แลก "${title}" สำเร็จ`,
  toWheel: 'ไปหมุนวงล้อ',
  history: 'ประวัติการแลก',
  noHistory: 'ยังไม่เคยแลกของรางวัล',
  status: { delivered: 'ได้รับแล้ว', pending: 'รอจัดส่ง' },
  points: pts,
} as const
