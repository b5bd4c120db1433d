/** Thai texts of every coupon refusal (shown to the member as is). */
export const COUPON_MESSAGES = {
  empty: 'กรุณากรอกรหัสคูปอง',
  notFound: 'ไม่พบรหัสคูปองนี้ กรุณาตรวจสอบอีกครั้ง',
  notStarted: 'คูปองนี้ยังไม่เปิดให้ใช้งาน',
  expired: 'คูปองนี้หมดอายุแล้ว',
  alreadyUsed: 'คุณใช้คูปองนี้ไปแล้ว',
  usedUp: 'คูปองนี้ถูกใช้ครบจำนวนแล้ว',
} as const

/** The back office's refusals when staff add or change a coupon. */
export const COUPON_OPERATOR_MESSAGES = {
  code: 'รหัสคูปองใช้ได้เฉพาะ A-Z 0-9 - และ _ ยาว 3-32 ตัว',
  title: 'กรุณากรอกชื่อคูปอง',
  amount: 'คูปองเครดิตต้องกำหนดจำนวนเงินมากกว่า 0 บาท (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  points: 'คูปองแต้มต้องกำหนดจำนวนแต้มมากกว่า 0',
  maxWithdraw: 'ถอนได้สูงสุดต้องมากกว่า 0 บาท หรือเว้นว่างไว้ (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  maxUses: 'จำนวนสิทธิ์ต้องมากกว่า 0 หรือเว้นว่างไว้ (ไม่จำกัด)',
  endBeforeStart: 'วันหมดอายุต้องอยู่หลังวันเริ่ม',
  duplicate: 'รหัสคูปองนี้มีอยู่แล้ว',
  notFound: 'ไม่พบคูปองนี้',
  usedValue: 'คูปองนี้มีสมาชิกใช้แล้ว เปลี่ยนรหัส ประเภท หรือมูลค่าไม่ได้ ปิดคูปองนี้แล้วสร้างใหม่แทน',
} as const

/** 'จำนวนสิทธิ์ต้องไม่น้อยกว่าที่ใช้ไปแล้ว (3 ครั้ง)' */
export const usesBelowUsedMessage = (used: number) => `จำนวนสิทธิ์ต้องไม่น้อยกว่าที่ใช้ไปแล้ว (${used} ครั้ง)`
