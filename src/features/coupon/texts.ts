import { formatBaht, formatNumber } from '../../lib/format'

/** Member-facing Thai texts of /member/coupon. */
export const COUPON_TEXT = {
  title: 'ใช้คูปอง',
  code: 'รหัสคูปอง',
  codeRequired: 'กรุณากรอกรหัสคูปอง',
  submit: 'ใช้คูปอง',
  submitting: 'กำลังตรวจสอบคูปอง...',
  credit: (title: string, amount: number) =>
    `ใช้คูปอง "${title}" สำเร็จ ได้รับเครดิต ${formatBaht(amount)} เข้ากระเป๋าโบนัส`,
  points: (title: string, points: number, balance: number) =>
    `ใช้คูปอง "${title}" สำเร็จ ได้รับ ${formatNumber(points)} พอยท์ (พอยท์สะสม ${formatNumber(balance)})`,
  turnover: (required: number) => `ต้องทำเทิร์น ${formatBaht(required)} ก่อนถอน`,
  history: 'คูปองที่ใช้แล้ว',
  noHistory: 'ยังไม่เคยใช้คูปอง',
  historyCredit: (amount: number) => `เครดิต ${formatBaht(amount)}`,
  historyPoints: (points: number) => `${formatNumber(points)} พอยท์`,
} as const
