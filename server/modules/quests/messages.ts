/** Thai refusals of the quest calls. */
export const QUEST_MESSAGES = {
  notFound: 'ไม่พบภารกิจนี้',
  notDone: 'ภารกิจนี้ยังทำไม่สำเร็จ',
  claimed: 'คุณรับรางวัลภารกิจนี้ไปแล้ว',
  eventNotFound: 'ไม่พบกิจกรรมนี้',
  eventNoQuest: 'กิจกรรมนี้ไม่มีภารกิจ',
} as const
