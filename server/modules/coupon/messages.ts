/** Thai texts of every coupon refusal (shown to the member as is). */
export const COUPON_MESSAGES = {
  empty: 'กรุณากรอกรหัสคูปอง',
  notFound: 'ไม่พบรหัสคูปองนี้ กรุณาตรวจสอบอีกครั้ง',
  notStarted: 'คูปองนี้ยังไม่เปิดให้ใช้งาน',
  expired: 'คูปองนี้หมดอายุแล้ว',
  alreadyUsed: 'คุณใช้คูปองนี้ไปแล้ว',
  usedUp: 'คูปองนี้ถูกใช้ครบจำนวนแล้ว',
} as const
