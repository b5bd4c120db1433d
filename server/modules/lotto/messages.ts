import { formatBaht } from '../../lib/money'

/** What members and the operator read when the lottery says no (Thai). */
export const LOTTO_MESSAGES = {
  agentNotFound: 'ไม่พบข้อมูลเอเย่นต์',
  roundNotFound: 'ไม่พบงวดหวยนี้',
  roundClosed: 'งวดนี้ปิดรับแทงแล้ว',
  roundNotOpenYet: 'งวดนี้ยังไม่เปิดรับแทง',
  resultNotOut: 'งวดนี้ยังไม่ออกผล',
  billNotFound: 'ไม่พบโพยนี้',
  billRefused: 'โพยมีรายการที่ไม่สามารถแทงได้ กรุณาตรวจสอบอีกครั้ง',
  insufficient: 'ยอดเงินในกระเป๋าไม่เพียงพอ',
  notCancellable: 'ยกเลิกได้เฉพาะโพยที่รอผล และงวดยังเปิดรับแทงอยู่',
  betTypeClosed: (name: string) => `${name} ไม่เปิดรับในงวดนี้`,
  badNumber: (name: string, digits: number) => `${name} ต้องเป็นตัวเลข ${digits} หลัก`,
  badAmount: 'จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  belowMin: (min: bigint) => `แทงขั้นต่ำ ${formatBaht(min)} บาท ต่อรายการ`,
  aboveMax: (max: bigint) => `แทงสูงสุด ${formatBaht(max)} บาท ต่อรายการ`,
  perNumber: (max: bigint, already: bigint) =>
    `แทงเลขนี้ได้สูงสุด ${formatBaht(max)} บาท ต่องวด (แทงไปแล้ว ${formatBaht(already)} บาท)`,
  numberClosed: 'เลขนี้ปิดรับ (เลขอั้น)',
  overCap: (left: bigint) =>
    left > 0n ? `เลขนี้รับแทงได้อีก ${formatBaht(left)} บาท (เลขอั้น)` : 'เลขนี้รับแทงเต็มแล้ว (เลขอั้น)',
  reduced: (rate: number) => `เลขอั้น จ่ายบาทละ ${rate}`,
  // Operator messages.
  resultTwice: 'งวดนี้กรอกผลไปแล้ว (กรอกผลได้ครั้งเดียว)',
  resultBeforeClose: 'ยังไม่ถึงเวลาปิดรับแทงของงวดนี้ กรอกผลได้หลังปิดรับ',
  roundVoid: 'งวดนี้ถูกยกเลิกแล้ว',
  yeekeeResult: 'ผลยี่กีคำนวณจากเลขที่สมาชิกยิง กรอกผลเองไม่ได้',
  notResulted: 'งวดนี้ยังไม่มีผล จึงยังจ่ายรางวัลไม่ได้',
  voidResulted: 'งวดนี้ออกผลแล้ว ยกเลิกงวดไม่ได้',
  timesLocked: 'งวดนี้ออกผลหรือถูกยกเลิกแล้ว เปลี่ยนเวลาไม่ได้',
  timesOrder: 'เวลาออกผลต้องไม่ก่อนเวลาปิดรับ และเวลาปิดรับต้องหลังเวลาเปิดรับ',
  categoryNotFound: 'ไม่พบประเภทหวยนี้',
  betTypeNotOffered: 'ประเภทหวยนี้ไม่มีประเภทการแทงนี้',
  badRate: 'อัตราจ่ายต้องมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
  badLimits: 'ขั้นต่ำต้องไม่เกินสูงสุด และทุกยอดต้องมากกว่า 0',
  limitedNeedsRate: 'เลขอั้นแบบลดอัตราจ่ายต้องระบุอัตราจ่าย (มากกว่า 0)',
  limitedNeedsCap: 'เลขอั้นแบบจำกัดยอดต้องระบุยอดรวมสูงสุด',
  limitedNotFound: 'ไม่พบเลขอั้นนี้',
  limitedRoundClosed: 'งวดนี้ปิดรับแทงแล้ว ตั้งเลขอั้นไม่ได้',
} as const
