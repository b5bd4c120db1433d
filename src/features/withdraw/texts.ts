import { formatBaht } from '../../lib/format'

/** Member-facing Thai texts of /member/withdraw. */
export const WITHDRAW_TEXT = {
  title: 'ถอนเงิน',
  loading: 'กำลังโหลดข้อมูลการถอนเงิน...',
  loadFailed: 'โหลดข้อมูลการถอนเงินไม่สำเร็จ กรุณาลองใหม่',
  retry: 'ลองใหม่',
  toAccount: 'ถอนเข้าบัญชี',
  balance: 'ยอดเงินที่ถอนได้ (กระเป๋าหลัก)',
  amount: 'จำนวนเงินที่ต้องการถอน (บาท)',
  limits: (min: number, max: number) => `ถอนขั้นต่ำ ${formatBaht(min)} สูงสุด ${formatBaht(max)} ต่อครั้ง`,
  today: (amount: number, maxAmount: number, count: number, maxCount: number) =>
    `วันนี้ถอนแล้ว ${formatBaht(amount)} / ${formatBaht(maxAmount)} (${count} / ${maxCount} ครั้ง)`,
  turnover: (done: number, required: number) => `ทำเทิร์นแล้ว ${formatBaht(done)} / ${formatBaht(required)}`,
  turnoverHint: 'ต้องทำเทิร์นโอเวอร์ของโบนัสให้ครบก่อนจึงจะถอนเงินได้',
  amountRequired: 'กรุณากรอกจำนวนเงิน',
  amountInvalid: 'กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  amountBelowMin: (min: number) => `ถอนขั้นต่ำ ${formatBaht(min)}`,
  amountAboveMax: (max: number) => `จำนวนเงินต้องไม่เกิน ${formatBaht(max)}`,
  submit: 'ยืนยันการถอนเงิน',
  submitting: 'กำลังส่งคำขอถอนเงิน...',
  requested: (amount: number) => `ส่งคำขอถอนเงิน ${formatBaht(amount)} แล้ว รอดำเนินการ`,
  history: 'รายการถอนเงิน',
  noHistory: 'ยังไม่มีรายการถอนเงิน',
  status: { waiting: 'รอดำเนินการ', success: 'สำเร็จ', failed: 'ไม่สำเร็จ (คืนเงินแล้ว)' },
} as const

/** The bank account as one line: bank, number masked but its last 4 digits, holder. */
export const bankLine = (bank: { bank_name: string; account_no: string; account_name: string }) =>
  `${bank.bank_name} ••••••${bank.account_no.slice(-4)} (${bank.account_name})`
