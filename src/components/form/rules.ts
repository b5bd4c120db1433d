import { BANKS } from '../../contract/banks'

/** Inline validation messages, mirroring the contract rules (src/contract/auth.ts); the same words in every form. */
export const FORM_ERROR = {
  phoneRequired: 'กรุณากรอกเบอร์โทรศัพท์',
  phoneInvalid: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0',
  phoneTaken: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว',
  passwordRequired: 'กรุณากรอกรหัสผ่าน',
  passwordShort: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
  passwordLong: 'รหัสผ่านต้องไม่เกิน 128 ตัวอักษร',
  passwordMismatch: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
  bankRequired: 'กรุณาเลือกธนาคาร',
  accountNoInvalid: 'เลขบัญชีต้องเป็นตัวเลข 10-15 หลัก',
  accountNoTaken: 'เลขบัญชีนี้ถูกใช้งานแล้ว',
  accountNameInvalid: 'กรุณากรอกชื่อบัญชีอย่างน้อย 2 ตัวอักษร',
  acceptAgeRequired: 'กรุณายืนยันว่าคุณมีอายุ 20 ปีขึ้นไป',
} as const

/**
 * Client-side checks mirroring the contract (src/contract/auth.ts) so members see a clear Thai
 * message before sending; the server validates again. No schema runtime is shipped to the site.
 */
export const PHONE_PATTERN = /^0[0-9]{9}$/
export const ACCOUNT_NO_PATTERN = /^[0-9]{10,15}$/
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export function phoneError(phone: string): string | undefined {
  if (!phone) return FORM_ERROR.phoneRequired
  if (!PHONE_PATTERN.test(phone)) return FORM_ERROR.phoneInvalid
}

/** A new password: 8 to 128 characters, no composition rules (docs/product.md). */
export function newPasswordError(password: string): string | undefined {
  if (!password) return FORM_ERROR.passwordRequired
  if (password.length < PASSWORD_MIN) return FORM_ERROR.passwordShort
  if (password.length > PASSWORD_MAX) return FORM_ERROR.passwordLong
}

export const confirmError = (password: string, confirm: string): string | undefined =>
  confirm !== password ? FORM_ERROR.passwordMismatch : undefined

export const bankError = (code: string): string | undefined =>
  BANKS.some((b) => b.code === code) ? undefined : FORM_ERROR.bankRequired

export const accountNoError = (accountNo: string): string | undefined =>
  ACCOUNT_NO_PATTERN.test(accountNo) ? undefined : FORM_ERROR.accountNoInvalid

export const accountNameError = (name: string): string | undefined =>
  name.trim().length >= 2 && name.trim().length <= 100 ? undefined : FORM_ERROR.accountNameInvalid

/** Keeps digits only (members paste numbers with dashes or spaces). */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max)
