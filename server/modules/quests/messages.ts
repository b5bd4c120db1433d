/** Thai refusals of the quest calls. */
export const QUEST_MESSAGES = {
  notFound: 'ไม่พบภารกิจนี้',
  notDone: 'ภารกิจนี้ยังทำไม่สำเร็จ',
  claimed: 'คุณรับรางวัลภารกิจนี้ไปแล้ว',
  eventNotFound: 'ไม่พบกิจกรรมนี้',
  eventNoQuest: 'กิจกรรมนี้ไม่มีภารกิจ',
} as const

/** Thai refusals of the marketing desk's quest calls. */
export const QUEST_OPERATOR_MESSAGES = {
  targetBaht: 'เป้าหมายต้องเป็นจำนวนเงินมากกว่า 0 บาท (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  targetCount: 'เป้าหมายต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 10,000',
  streakDaily: 'ภารกิจเข้าสู่ระบบติดต่อกันแบบรายวันตั้งเป้าได้ไม่เกิน 31 วัน',
  streakWeekly: 'ภารกิจเข้าสู่ระบบติดต่อกันแบบรายสัปดาห์ตั้งเป้าได้ไม่เกิน 7 วัน',
  rewardCredit: 'รางวัลเครดิตต้องมากกว่า 0 บาท (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  rewardPoints: 'รางวัลพอยท์ต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป',
  fixed: 'ภารกิจนี้มีสมาชิกรับรางวัลแล้ว เปลี่ยนรอบหรือประเภทไม่ได้ (ปิดภารกิจนี้แล้วเพิ่มภารกิจใหม่แทน)',
} as const
