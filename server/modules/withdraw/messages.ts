import { formatBaht } from '../../lib/money'
import { formatBahtText } from '../promotion/rules'

/** Thai texts of every withdrawal refusal (shown to the member as is). */
export const WITHDRAW_MESSAGES = {
  badAmount: 'จำนวนเงินไม่ถูกต้อง กรุณากรอกจำนวนเงินเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
  belowMin: (min: bigint) => `ถอนขั้นต่ำ ${formatBaht(min)} บาท`,
  aboveMax: (max: bigint) => `ถอนได้สูงสุด ${formatBaht(max)} บาท ต่อครั้ง`,
  dailyCount: (count: number) => `ถอนได้สูงสุด ${count} ครั้งต่อวัน กรุณาทำรายการใหม่พรุ่งนี้`,
  dailyAmount: (max: bigint, left: bigint) =>
    `ถอนได้สูงสุด ${formatBaht(max)} บาท ต่อวัน วันนี้ถอนได้อีก ${formatBaht(left)} บาท`,
  /**
   * More than the bonuses leave withdrawable: 'ถอนได้สูงสุด 500.00 บาท ยอดที่เหลือ 500.00 บาท ติดเงื่อนไข
   * ทำเทิร์นของ สมาชิกใหม่ รับโบนัส 50% (ทำเทิร์นแล้ว ฿0.00 / ฿7,500.00) ทำเทิร์นให้ครบหรือสละโบนัสเพื่อถอนทันที'.
   */
  lockedByBonus: (withdrawable: bigint, locked: bigint, title: string, done: bigint, required: bigint) =>
    `ถอนได้สูงสุด ${formatBaht(withdrawable)} บาท ยอดที่เหลือ ${formatBaht(locked)} บาท ติดเงื่อนไขทำเทิร์นของ ${title} (ทำเทิร์นแล้ว ${formatBahtText(done)} / ${formatBahtText(required)}) ทำเทิร์นให้ครบหรือสละโบนัสเพื่อถอนทันที`,
  insufficient: 'ยอดเงินในกระเป๋าหลักไม่เพียงพอ',
  noBank: 'ไม่พบบัญชีธนาคารสำหรับถอนเงิน กรุณาติดต่อแอดมิน',
  noSubBank: 'ยังไม่มีบัญชีสำรองสำหรับถอนเงิน กรุณาเพิ่มบัญชีที่หน้าโปรไฟล์ก่อน',
  notFound: 'ไม่พบรายการถอนเงินนี้',
  alreadyApproved: 'รายการถอนเงินนี้อนุมัติแล้ว',
  alreadyRejected: 'รายการถอนเงินนี้ถูกปฏิเสธแล้ว',
} as const
