import { formatBaht } from '../../lib/format'

/** Member-facing Thai texts of /member/withdraw. */
export const WITHDRAW_TEXT = {
  title: 'ถอนเงิน',
  loading: 'กำลังโหลดข้อมูลการถอนเงิน...',
  loadFailed: 'โหลดข้อมูลการถอนเงินไม่สำเร็จ กรุณาลองใหม่',
  retry: 'ลองใหม่',
  toAccount: 'ถอนเข้าบัญชี',
  mainAccount: 'บัญชีหลัก',
  subAccount: 'บัญชีสำรอง',
  balance: 'ยอดที่ถอนได้ตอนนี้',
  mainBalance: (balance: number) => `ยอดในกระเป๋าหลัก ${formatBaht(balance)}`,
  amount: 'จำนวนเงินที่ต้องการถอน (บาท)',
  limits: (min: number, max: number) => `ถอนขั้นต่ำ ${formatBaht(min)} สูงสุด ${formatBaht(max)} ต่อครั้ง`,
  today: (amount: number, maxAmount: number, count: number, maxCount: number) =>
    `วันนี้ถอนแล้ว ${formatBaht(amount)} / ${formatBaht(maxAmount)} (${count} / ${maxCount} ครั้ง)`,
  turnover: (done: number, required: number) => `ทำเทิร์นแล้ว ${formatBaht(done)} / ${formatBaht(required)}`,
  amountRequired: 'กรุณากรอกจำนวนเงิน',
  amountInvalid: 'กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  amountBelowMin: (min: number) => `ถอนขั้นต่ำ ${formatBaht(min)}`,
  amountAboveMax: (max: number) => `จำนวนเงินต้องไม่เกิน ${formatBaht(max)}`,
  aboveWithdrawable: (withdrawable: number) => `ตอนนี้ถอนได้ไม่เกิน ${formatBaht(withdrawable)}`,
  nothingWithdrawable: 'ตอนนี้ยังถอนไม่ได้ เพราะโบนัสที่ทำเทิร์นยังไม่ครบ (ดูรายละเอียดด้านบน)',
  submit: 'ถอนเงิน',
  submitting: 'กำลังส่งคำขอถอนเงิน...',
  // the confirmation before a request is sent
  confirmTitle: 'ยืนยันการถอนเงิน',
  confirmAmount: (amount: number) => `ถอนเงิน ${formatBaht(amount)}`,
  confirmTo: 'เข้าบัญชี',
  confirmYes: 'ยืนยันถอนเงิน',
  confirmNo: 'ยกเลิก',
  // why part of the main wallet cannot be withdrawn yet
  locksTitle: 'ยอดที่ยังถอนไม่ได้',
  lockHeld: (amount: number) => `ยอดที่ติดเงื่อนไข ${formatBaht(amount)}`,
  lockHint: 'ทำเทิร์นให้ครบ หรือสละโบนัสเพื่อถอนยอดนี้ได้ทันที',
  forfeit: 'สละโบนัส',
  forfeitTitle: 'ยืนยันการสละโบนัส',
  forfeitLoses: (bonusLeft: number | null) =>
    bonusLeft === null
      ? 'เครดิตโบนัสที่เหลือของโปรโมชั่นนี้จะถูกยกเลิก'
      : `เครดิตโบนัสคงเหลือ ${formatBaht(bonusLeft)} จะถูกยกเลิก`,
  forfeitUnlocks: (amount: number) => `ยอด ${formatBaht(amount)} ในกระเป๋าหลักจะถอนได้ทันที`,
  forfeitFinal: 'สละแล้วไม่สามารถขอคืนโบนัสได้',
  forfeitYes: 'สละโบนัส',
  forfeitNo: 'ยกเลิก',
  forfeited: (title: string) => `สละโบนัส ${title} แล้ว`,
  requested: (amount: number) => `ส่งคำขอถอนเงิน ${formatBaht(amount)} แล้ว รอดำเนินการ`,
  history: 'รายการถอนเงิน',
  noHistory: 'ยังไม่มีรายการถอนเงิน',
  status: { waiting: 'รอดำเนินการ', success: 'สำเร็จ', failed: 'ไม่สำเร็จ (คืนเงินแล้ว)' },
} as const

/** The bank account as one line: bank, number masked but its last 4 digits, holder. */
export const bankLine = (bank: { bank_name: string; account_no: string; account_name: string }) =>
  `${bank.bank_name} ••••••${bank.account_no.slice(-4)} (${bank.account_name})`
