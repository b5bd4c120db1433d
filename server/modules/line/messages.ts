/** Thai texts of every LINE refusal (shown to the member as is). */
export const LINE_MESSAGES = {
  disabled: 'ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE กรุณาใช้เบอร์โทรศัพท์และรหัสผ่าน',
  badToken: 'ยืนยันตัวตนกับ LINE ไม่สำเร็จ กรุณาเข้าสู่ระบบด้วย LINE ใหม่อีกครั้ง',
  badState: 'การเข้าสู่ระบบด้วย LINE นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณากดเข้าสู่ระบบด้วย LINE ใหม่',
  lineUnreachable: 'เชื่อมต่อ LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  ticketExpired: 'ข้อมูลจาก LINE หมดอายุแล้ว กรุณาเข้าสู่ระบบด้วย LINE ใหม่อีกครั้ง',
  lineTaken: 'บัญชี LINE นี้เชื่อมกับสมาชิกคนอื่นแล้ว',
  memberHasLine: 'บัญชีนี้เชื่อมกับ LINE อื่นอยู่แล้ว',
  notLinked: 'บัญชีนี้ยังไม่ได้เชื่อมกับ LINE',
  lastWayIn: 'กรุณาตั้งรหัสผ่านก่อนยกเลิกการเชื่อมต่อ LINE เพื่อให้ยังเข้าสู่ระบบได้',
  hasPassword: 'บัญชีนี้มีรหัสผ่านแล้ว กรุณาใช้เมนูเปลี่ยนรหัสผ่าน',
  linked: 'เชื่อมต่อ LINE สำเร็จ',
  unlinked: 'ยกเลิกการเชื่อมต่อ LINE แล้ว',
  passwordSet: 'ตั้งรหัสผ่านสำเร็จ',
} as const
