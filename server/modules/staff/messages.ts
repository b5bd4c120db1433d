/** The back office's Thai refusals (staff read them). */
export const STAFF_MESSAGES = {
  badCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  badCode: 'รหัสยืนยันตัวตน 6 หลักไม่ถูกต้องหรือหมดอายุ ลองรหัสใหม่จากแอป',
  usernameTaken: 'ชื่อผู้ใช้นี้มีอยู่แล้ว',
  weakPassword: 'รหัสผ่านต้องยาว 8 ตัวอักษรขึ้นไป',
  staffNotFound: 'ไม่พบพนักงานนี้',
  lastOwner: 'ต้องมีเจ้าของที่ใช้งานได้อย่างน้อยหนึ่งคน',
  notStaff: 'โทเค็นระบบอัตโนมัติไม่ใช่บัญชีพนักงาน',
  memberNotFound: 'ไม่พบสมาชิกนี้',
} as const
