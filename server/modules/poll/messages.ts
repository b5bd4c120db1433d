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

/** Thai refusals of the marketing desk's poll calls. */
export const POLL_OPERATOR_MESSAGES = {
  times: 'เวลาปิดโหวตต้องอยู่หลังเวลาเปิดโหวต',
  closesPast: 'เวลาปิดโหวตต้องเป็นเวลาในอนาคต',
  sameLabel: 'ตัวเลือกต้องไม่ซ้ำกัน',
  credit: 'รางวัลเครดิตต้องมากกว่า 0 บาท (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  points: 'รางวัลพอยท์ต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป',
  answered: 'แบบสำรวจนี้ประกาศผลแล้ว แก้ไขไม่ได้',
  votedFixed: 'มีสมาชิกโหวตแล้ว เปลี่ยนตัวเลือกหรือรางวัลไม่ได้ (แก้ได้เฉพาะชื่อ รายละเอียด รูป จำนวนโหวตต่อวัน และเวลา)',
} as const
