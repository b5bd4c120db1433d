/** Thai refusals of the wheel. */
export const WHEEL_MESSAGES = {
  notEnoughPoints: 'พอยท์ของคุณไม่พอสำหรับหมุนวงล้อ',
  noSegments: 'วงล้อยังไม่เปิดให้บริการ',
  spinNotFound: 'ไม่พบรายการหมุนวงล้อนี้',
  nothingToClaim: 'รอบนี้ไม่ได้รับรางวัล',
  claimed: 'คุณรับรางวัลนี้ไปแล้ว',
  busy: 'วงล้อกำลังหมุนอยู่ กรุณารอสักครู่แล้วลองใหม่',
} as const

/** Points one spin costs without a free spin. */
export const SPIN_COST_POINTS = 100n

/** Thai refusals of the marketing desk's wheel calls. */
export const WHEEL_OPERATOR_MESSAGES = {
  notFound: 'ไม่พบรางวัลนี้ในวงล้อ',
  weight: 'น้ำหนักต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 1,000,000',
  credit: 'รางวัลเครดิตต้องมากกว่า 0 บาท (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  points: 'รางวัลพอยท์ต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป',
  lastPrize: 'วงล้อต้องมีรางวัลที่เปิดใช้อย่างน้อย 1 รายการ',
  tooMany: 'วงล้อเปิดใช้รางวัลได้ไม่เกิน 16 รายการ',
} as const
