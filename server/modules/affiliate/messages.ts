/** Thai refusals of the referral programme (what a member reads). */
export const AFFILIATE_MESSAGES = {
  wrongAgent: 'ไม่พบข้อมูลเอเย่นต์นี้',
  notOpen: 'ยังไม่เปิดโปรแกรมแนะนำเพื่อน',
  nothingToRedeem: 'ยังไม่มีรายได้แนะนำเพื่อนที่ถอนได้',
  belowMinimum: (min: string) => `ถอนรายได้แนะนำเพื่อนได้ขั้นต่ำ ${min} บาท`,
  noWallet: 'ไม่พบกระเป๋าเงินหลัก',
  // Operator messages.
  badAmount: 'จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  badRate: 'อัตราค่าแนะนำไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
} as const
