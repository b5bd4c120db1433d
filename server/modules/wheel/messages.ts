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
