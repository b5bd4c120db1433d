import { formatBaht } from '../../lib/money'

/** Thai texts of every deposit refusal (shown to the member as is). */
export const PAYMENT_MESSAGES = {
  badAmount: 'จำนวนเงินไม่ถูกต้อง กรุณากรอกจำนวนเงินเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
  belowMin: (min: bigint) => `ฝากขั้นต่ำ ${formatBaht(min)} บาท`,
  aboveMax: (max: bigint) => `ฝากได้สูงสุด ${formatBaht(max)} บาท ต่อครั้ง`,
  channelNotFound: 'ไม่พบช่องทางการชำระเงินนี้',
  subChannelNotFound: 'ไม่พบบัญชีรับเงินของช่องทางนี้',
  noQr: 'ช่องทางนี้ไม่รองรับการสร้าง QR กรุณาโอนเงินตามบัญชีที่แสดง',
  orderNotFound: 'ไม่พบรายการฝากเงินนี้',
  pendingOrder: 'คุณมีรายการฝากเงินที่รอชำระอยู่ กรุณาชำระตาม QR เดิม หรือยกเลิกรายการเดิมก่อนสร้าง QR ใหม่',
  orderExpired: 'รายการฝากเงินนี้หมดอายุแล้ว กรุณาสร้าง QR ใหม่',
} as const
