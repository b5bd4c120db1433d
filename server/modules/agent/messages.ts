/** The back office's refusals when staff add or change banners, announcements and events. */
export const AGENT_OPERATOR_MESSAGES = {
  title: 'กรุณากรอกหัวข้อ',
  description: 'กรุณากรอกรายละเอียดประกาศ',
  notFound: 'ไม่พบรายการนี้',
  promotionNotFound: 'ไม่พบโปรโมชั่นที่เลือก',
  pollNotFound: 'ไม่พบโพลที่เลือก',
  questNotFound: 'ไม่พบภารกิจที่เลือก',
  oneTarget: 'กิจกรรมหนึ่งเปิดได้อย่างเดียว: โพล ภารกิจ หรือหน้าเว็บ',
} as const
