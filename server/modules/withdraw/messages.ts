import { formatBaht } from '../../lib/money'
import { turnoverUnmetMessage } from '../promotion/messages'

/** Thai texts of every withdrawal refusal (shown to the member as is). */
export const WITHDRAW_MESSAGES = {
  badAmount: 'จำนวนเงินไม่ถูกต้อง กรุณากรอกจำนวนเงินเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
  belowMin: (min: bigint) => `ถอนขั้นต่ำ ${formatBaht(min)} บาท`,
  aboveMax: (max: bigint) => `ถอนได้สูงสุด ${formatBaht(max)} บาท ต่อครั้ง`,
  dailyCount: (count: number) => `ถอนได้สูงสุด ${count} ครั้งต่อวัน กรุณาทำรายการใหม่พรุ่งนี้`,
  dailyAmount: (max: bigint, left: bigint) =>
    `ถอนได้สูงสุด ${formatBaht(max)} บาท ต่อวัน วันนี้ถอนได้อีก ${formatBaht(left)} บาท`,
  /** Same text as the promotion pages: 'คุณยังทำเทิร์นโบนัสเดิมไม่ครบ (ทำเทิร์นแล้ว ฿100.00 / ฿2,500.00)'. */
  turnover: turnoverUnmetMessage,
  insufficient: 'ยอดเงินในกระเป๋าหลักไม่เพียงพอ',
  noBank: 'ไม่พบบัญชีธนาคารสำหรับถอนเงิน กรุณาติดต่อแอดมิน',
  noSubBank: 'ยังไม่มีบัญชีสำรองสำหรับถอนเงิน กรุณาเพิ่มบัญชีที่หน้าโปรไฟล์ก่อน',
  notFound: 'ไม่พบรายการถอนเงินนี้',
  alreadyApproved: 'รายการถอนเงินนี้อนุมัติแล้ว',
  alreadyRejected: 'รายการถอนเงินนี้ถูกปฏิเสธแล้ว',
} as const
