/** Thai refusals of the poll calls. */
export const POLL_MESSAGES = {
  notFound: 'ไม่พบแบบสำรวจนี้',
  choiceNotFound: 'ไม่พบตัวเลือกนี้',
  notOpen: 'แบบสำรวจนี้ยังไม่เปิดให้โหวต',
  closed: 'แบบสำรวจนี้ปิดโหวตแล้ว',
  noQuota: 'คุณใช้สิทธิ์โหวตของวันนี้ครบแล้ว',
  otherAnswer: (label: string) => `คุณเลือกคำตอบ "${label}" ไปแล้ว ทายได้คำตอบเดียวต่อโพล`,
  notAnswered: 'ยังไม่ประกาศผลแบบสำรวจนี้',
  alreadyAnswered: 'แบบสำรวจนี้ประกาศผลไปแล้ว',
} as const
