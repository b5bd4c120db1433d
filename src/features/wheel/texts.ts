import type { WheelSegment } from '../../contract/wheel'
import { formatBaht, formatNumber } from '../../lib/format'

/** Member-facing Thai texts of /member/wheel (กงล้อนำโชค). */
export const WHEEL_TEXT = {
  title: 'กงล้อนำโชค',
  tabWheel: 'หมุนวงล้อ',
  tabPrizes: 'รางวัลของฉัน',
  spin: (cost: number) => `หมุน (${formatNumber(cost)} พอยท์)`,
  spinFree: (left: number) => `หมุนฟรี (เหลือ ${left} ครั้ง)`,
  spinning: 'กำลังหมุน...',
  freeSpins: (n: number) => `สิทธิ์หมุนฟรี ${n} ครั้ง`,
  buySpins: 'แลกสิทธิ์หมุนที่ร้านแลกของรางวัล',
  nextHash: 'แฮชของเซิร์ฟเวอร์ซีดรอบถัดไป (เปิดเผยก่อนหมุน)',
  clientSeed: 'ซีดของคุณ',
  won: (label: string) => `ยินดีด้วย! คุณได้รับ ${label}`,
  claim: 'รับรางวัล',
  claiming: 'กำลังรับรางวัล...',
  claimed: 'รับรางวัลแล้ว',
  claimedToast: (s: WheelSegment) =>
    s.kind === 'points'
      ? `รับ ${formatNumber(s.amount)} พอยท์แล้ว`
      : `รับเครดิต ${formatBaht(s.amount)} เข้ากระเป๋าโบนัสแล้ว`,
  board: 'ผู้โชคดีล่าสุด',
  noBoard: 'ยังไม่มีผู้โชคดี',
  noSpins: 'ยังไม่เคยหมุนวงล้อ',
  chances: 'โอกาสของแต่ละช่อง',
  verify: 'ตรวจสอบความยุติธรรม',
  verifyTitle: 'ตรวจสอบความยุติธรรมของผลหมุน',
  serverSeed: 'เซิร์ฟเวอร์ซีด (เปิดเผยหลังหมุน)',
  seedHash: 'แฮชที่เปิดเผยก่อนหมุน',
  computedHash: 'SHA-256 ของเซิร์ฟเวอร์ซีดที่คำนวณในเครื่องคุณ',
  hashOk: 'ตรงกัน: เมล็ดนี้ถูกกำหนดไว้ก่อนการหมุน',
  hashBad: 'ไม่ตรงกัน',
  howTitle: 'วิธีคำนวณช่องที่ได้',
  how: 'ค่า f = HMAC-SHA256(เซิร์ฟเวอร์ซีด, "ซีดของคุณ:0:0") ตัด 52 บิตแรกเป็นทศนิยม 0 ถึง 1 แล้ว ตำแหน่ง = floor(f × น้ำหนักรวม) ช่องที่ตำแหน่งตกอยู่ในช่วงคือรางวัล',
  float: 'f',
  ticket: (ticket: number, total: number) => `ตำแหน่ง = ${ticket} (จากน้ำหนักรวม ${total})`,
  resultOk: (label: string) => `ผลคำนวณ: ${label} ตรงกับผลที่ได้รับ`,
  resultBad: 'ผลคำนวณไม่ตรงกับผลที่ได้รับ',
  close: 'ปิด',
} as const
