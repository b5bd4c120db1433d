/** Thai texts of every auth refusal (shown to the member as is). */
export const AUTH_MESSAGES = {
  badCredentials: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
  phoneTaken: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว',
  bankAccountTaken: 'เลขบัญชีนี้ถูกใช้งานแล้ว',
  badName: 'กรุณากรอกชื่อบัญชีให้ถูกต้อง',
  acceptAge: 'กรุณายืนยันว่าคุณมีอายุ 20 ปีขึ้นไป',
  unknownBank: 'ไม่รองรับธนาคารนี้',
  unknownRef: 'ไม่พบรหัสผู้แนะนำนี้',
  wrongOldPassword: 'รหัสผ่านเดิมไม่ถูกต้อง',
  samePassword: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
  resetNoMatch: 'ข้อมูลไม่ตรงกับที่ลงทะเบียนไว้ กรุณาตรวจสอบเบอร์โทรศัพท์และเลขบัญชี',
  resetTokenInvalid: 'ลิงก์เปลี่ยนรหัสผ่านหมดอายุหรือถูกใช้งานแล้ว กรุณาทำรายการใหม่',
  subBankSameAsMain: 'บัญชีนี้เป็นบัญชีหลักของคุณอยู่แล้ว',
  passwordChanged: 'เปลี่ยนรหัสผ่านสำเร็จ',
  subBankSaved: 'บันทึกบัญชีสำรองสำเร็จ',
  loggedOut: 'ออกจากระบบสำเร็จ',
} as const

/** 'กรุณารอ 2 นาที' / 'กรุณารอ 30 วินาที' */
export function waitMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000)
  const span = seconds >= 60 ? `${Math.ceil(seconds / 60)} นาที` : `${seconds} วินาที`
  return `เข้าสู่ระบบผิดหลายครั้ง กรุณารอ ${span} แล้วลองใหม่`
}
