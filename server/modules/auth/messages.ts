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
  resetCodeExpired: 'รหัส OTP หมดอายุหรือถูกใช้ครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่',
  resetCodeWrong: (left: number) => `รหัส OTP ไม่ถูกต้อง (ลองได้อีก ${left} ครั้ง)`,
  resetUnavailable: 'ขณะนี้ไม่สามารถส่งรหัส OTP ได้ กรุณาติดต่อเจ้าหน้าที่',
  subBankSameAsMain: 'บัญชีนี้เป็นบัญชีหลักของคุณอยู่แล้ว',
  passwordChanged: 'เปลี่ยนรหัสผ่านสำเร็จ',
  subBankSaved: 'บันทึกบัญชีสำรองสำเร็จ',
  loggedOut: 'ออกจากระบบสำเร็จ',
  locked: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่',
  noPasswordYet: 'บัญชีนี้เข้าสู่ระบบด้วย LINE และยังไม่ได้ตั้งรหัสผ่าน กรุณาตั้งรหัสผ่านในหน้าโปรไฟล์ก่อน',
} as const

/** 'กรุณารอ 2 นาที' / 'กรุณารอ 30 วินาที' */
export function waitMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000)
  const span = seconds >= 60 ? `${Math.ceil(seconds / 60)} นาที` : `${seconds} วินาที`
  return `เข้าสู่ระบบผิดหลายครั้ง กรุณารอ ${span} แล้วลองใหม่`
}

/** The text message carrying a reset code (the only place the code ever appears). */
export const resetCodeText = (code: string) =>
  `รหัส OTP สำหรับตั้งรหัสผ่านใหม่ของคุณคือ ${code} (ใช้ได้ 5 นาที) ห้ามบอกรหัสนี้กับผู้อื่น`
