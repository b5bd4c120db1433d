/** Thai refusals of the point shop. */
export const SHOP_MESSAGES = {
  notFound: 'ไม่พบของรางวัลนี้',
  quantity: 'จำนวนต้องอยู่ระหว่าง 1 ถึง 10',
  notEnoughPoints: 'พอยท์ของคุณไม่พอสำหรับแลกของรางวัลนี้',
  outOfStock: 'ของรางวัลนี้หมดแล้ว',
  limit: 'คุณแลกของรางวัลนี้ครบจำนวนที่กำหนดแล้ว',
} as const

export const MAX_QUANTITY = 10
