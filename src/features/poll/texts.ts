import { formatBaht, formatNumber } from '../../lib/format'
import { formatDateTime } from '../../lib/thai-date'

/** Member-facing Thai texts of /poll/{id}. */
export const POLL_TEXT = {
  notFound: 'ไม่พบแบบสำรวจนี้',
  quota: (n: number) => `สิทธิ์โหวตคงเหลือวันนี้ ${n} ครั้ง`,
  lastUpdated: (at: string | null) => (at ? `อัปเดตสิทธิ์ล่าสุด ${formatDateTime(at)}` : 'ยังไม่เคยโหวต'),
  loginToVote: 'เข้าสู่ระบบเพื่อโหวต',
  rule: (perDay: number) => `ทายได้ 1 คำตอบต่อโพล — โหวตซ้ำได้เฉพาะคำตอบเดิม วันละ ${perDay} ครั้ง`,
  yourAnswer: 'คำตอบของคุณ',
  chosen: (label: string) => `คำตอบของคุณ: ${label}`,
  vote: 'โหวต',
  voted: 'โหวตสำเร็จ',
  cannotVote: 'ตอนนี้ยังโหวตไม่ได้',
  total: (n: number) => `โหวตทั้งหมด ${formatNumber(n)} ครั้ง`,
  closes: (at: string) => `ปิดโหวต ${formatDateTime(at)}`,
  closed: 'ปิดโหวตแล้ว',
  prize: (kind: 'none' | 'credit' | 'points', amount: number) =>
    kind === 'none'
      ? null
      : kind === 'points'
        ? `ทายถูกรับ ${formatNumber(amount)} พอยท์`
        : `ทายถูกรับเครดิต ${formatBaht(amount)}`,
  answer: (label: string) => `เฉลย: ${label}`,
  winners: 'ผู้ทายถูก',
  noWinners: 'ไม่มีผู้ทายถูก',
  paid: 'ได้รับรางวัลแล้ว',
  waiting: 'รอรับรางวัล',
} as const
