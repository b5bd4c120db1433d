/** Thai refusals of the return programmes (what a member reads). */
export const CASHBACK_MESSAGES = {
  nothingToClaim: 'ยังไม่มียอดคืนที่รับได้ในตอนนี้',
  notFound: 'ไม่พบรายการคืนยอดนี้',
  alreadyClaimed: 'รับยอดคืนรายการนี้ไปแล้ว',
  expired: 'รายการนี้หมดเวลารับแล้ว',
  noWallet: 'ไม่พบกระเป๋าเงินสำหรับรับยอดคืน',
  badAmount: 'จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  badRate: 'อัตราคืนยอดไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  badDay: 'วันที่ไม่ถูกต้อง',
  dayNotClosed: 'คำนวณได้เฉพาะวันที่สิ้นสุดแล้ว (ตามเวลาประเทศไทย)',
  badTiers: 'ขั้นอัตราต้องเริ่มที่ 0 และเรียงจากน้อยไปมาก',
} as const
