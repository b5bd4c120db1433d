import type { ComponentType } from 'react'
import { AnnouncementsPage } from './announcements'
import { BannersPage } from './banners'
import { CouponsPage } from './coupons'
import { EventsPage } from './events'
import { PollsPage } from './polls'
import { PromotionsPage } from './promotions'
import { QuestsPage } from './quests'
import { ShopItemsPage } from './shop'
import { WheelPrizesPage } from './wheel'

/**
 * The marketing desk's sections: one entry each (path under /marketing, title, one line on what it
 * holds, the page). The index page lists them and `routes.tsx` serves them; add a section here only.
 */
export interface MarketingSection {
  path: string
  title: string
  note: string
  page: ComponentType
}

export const MARKETING_SECTIONS: MarketingSection[] = [
  { path: '/polls', title: 'โพลทายผล', note: 'สร้าง แก้ไข ปิดโหวต และประกาศผล', page: PollsPage },
  { path: '/quests', title: 'ภารกิจ', note: 'ภารกิจรายวันและรายสัปดาห์ รางวัลและการเปิดปิด', page: QuestsPage },
  { path: '/wheel', title: 'วงล้อนำโชค', note: 'รางวัล น้ำหนัก และโอกาสของแต่ละช่อง', page: WheelPrizesPage },
  {
    path: '/shop',
    title: 'ร้านแลกของรางวัล',
    note: 'ของรางวัล ราคาพอยท์ คงเหลือ และการเปิดปิด',
    page: ShopItemsPage,
  },
  { path: '/promotions', title: 'โปรโมชั่น', note: 'โบนัสเงินฝาก เทิร์น วันเริ่ม-สิ้นสุด', page: PromotionsPage },
  { path: '/coupons', title: 'คูปอง', note: 'รหัสคูปองเครดิตหรือแต้ม จำนวนสิทธิ์', page: CouponsPage },
  { path: '/banners', title: 'แบนเนอร์', note: 'แบนเนอร์หน้าแรก ลิงก์ และกลุ่มผู้เห็น', page: BannersPage },
  { path: '/announcements', title: 'ประกาศ', note: 'ประกาศสำคัญและข่าวทั่วไป', page: AnnouncementsPage },
  { path: '/events', title: 'กิจกรรม', note: 'รูปกิจกรรมและสิ่งที่เปิดเมื่อกด', page: EventsPage },
]
