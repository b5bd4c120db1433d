import { formatBahtText } from './rules'

/** Thai texts of every promotion refusal and answer (shown to the member as is). */
export const PROMOTION_MESSAGES = {
  notFound: 'ไม่พบโปรโมชั่นนี้',
  notStarted: 'โปรโมชั่นนี้ยังไม่เปิดให้รับ',
  expired: 'โปรโมชั่นนี้หมดเขตแล้ว',
  alreadyTaken: 'คุณรับโปรโมชั่นนี้ไปแล้ว โปรโมชั่นนี้รับได้ครั้งเดียว',
  alreadyTakenToday: 'วันนี้คุณรับโปรโมชั่นนี้ไปแล้ว รับได้อีกครั้งพรุ่งนี้',
  pendingOther: 'คุณมีโปรโมชั่นที่รอการฝากเงินอยู่แล้ว กรุณาฝากเงินหรือยกเลิกโปรโมชั่นเดิมก่อน',
  pendingNotFound: 'ไม่พบโปรโมชั่นที่รอการฝากเงินนี้',
  cancelled: 'ยกเลิกโปรโมชั่นสำเร็จ ฝากครั้งถัดไปจะไม่รับโปรโมชั่น',
  firstDepositOnly: 'โปรโมชั่นนี้สำหรับการฝากเงินครั้งแรกเท่านั้น',
  activeNotFound: 'ไม่พบโบนัสที่กำลังใช้งานอยู่นี้',
} as const

/** The back office's refusals when staff add or change a promotion. */
export const PROMOTION_OPERATOR_MESSAGES = {
  title: 'กรุณากรอกชื่อโปรโมชั่น',
  bonusPercent: 'โบนัสต้องมากกว่า 0% (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  minDeposit: 'ยอดฝากขั้นต่ำต้องไม่ติดลบ (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  maxBonus: 'โบนัสสูงสุดต้องมากกว่า 0 บาท (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  maxWithdraw: 'ถอนได้สูงสุดต้องมากกว่า 0 บาท หรือเว้นว่างไว้ (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  endBeforeStart: 'วันสิ้นสุดต้องอยู่หลังวันเริ่ม',
} as const

/** 'คุณยังทำเทิร์นโบนัสเดิมไม่ครบ (ทำเทิร์นแล้ว ฿100.00 / ฿2,500.00)' */
export function turnoverUnmetMessage(doneSatang: bigint, requiredSatang: bigint): string {
  return `คุณยังทำเทิร์นโบนัสเดิมไม่ครบ (ทำเทิร์นแล้ว ${formatBahtText(doneSatang)} / ${formatBahtText(requiredSatang)})`
}

/** 'สละโบนัสสำเร็จ คืนโบนัส ฿250.00 แล้ว เงินของคุณถอนได้ทันที' */
export function forfeitedMessage(returnedSatang: bigint): string {
  return `สละโบนัสสำเร็จ คืนโบนัส ${formatBahtText(returnedSatang)} แล้ว เงินของคุณถอนได้ทันที`
}

/** 'ยอดฝากขั้นต่ำสำหรับโปรโมชั่นนี้คือ ฿100.00' */
export function belowMinimumMessage(minSatang: bigint): string {
  return `ยอดฝากขั้นต่ำสำหรับโปรโมชั่นนี้คือ ${formatBahtText(minSatang)}`
}
