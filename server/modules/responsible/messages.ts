import { thaiDateTime } from '../../lib/bangkok'
import { formatBaht } from '../../lib/money'

/** A limit a member sets (responsible_limits.kind). */
export type LimitKind =
  | 'deposit_day'
  | 'deposit_week'
  | 'deposit_month'
  | 'loss_day'
  | 'loss_week'
  | 'session'
export const LIMIT_KINDS: readonly LimitKind[] = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'session',
]

/** The Thai name of each limit, as the member's page titles it. */
export const LIMIT_NAMES: Record<LimitKind, string> = {
  deposit_day: 'วงเงินฝากต่อวัน',
  deposit_week: 'วงเงินฝากต่อสัปดาห์',
  deposit_month: 'วงเงินฝากต่อเดือน',
  loss_day: 'วงเงินเสียต่อวัน',
  loss_week: 'วงเงินเสียต่อสัปดาห์',
  session: 'เวลาเล่นต่อครั้ง',
}

export const RESPONSIBLE_MESSAGES = {
  badLimit: 'กรุณากรอกวงเงินมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
  badMinutes: 'กรุณาเลือกเวลาเล่นต่อครั้ง 15 ถึง 1,440 นาที',
  badReality: 'กรุณาเลือกการเตือนทุก 15, 30 หรือ 60 นาที หรือปิด',
  notConfirmed: 'กรุณายืนยันว่าคุณเข้าใจผลของการพักการเล่น',
  /** A time-out or exclusion may be lengthened, never shortened or lifted. */
  cannotShorten: (until: Date) =>
    `คุณพักการเล่นอยู่แล้วถึง ${thaiDateTime(until)} ยกเลิกหรือลดระยะเวลาก่อนครบกำหนดไม่ได้`,
  badPeriod: 'ระยะเวลาไม่ตรงกับประเภทการพักการเล่น',
} as const

/**
 * The member's message when a rule refuses: the rule by name and when it lifts or resets, e.g.
 * 'ถึงวงเงินเสียต่อวัน ฿1,000.00 ที่คุณตั้งไว้แล้ว เริ่มนับใหม่ 16 ม.ค. 2569 00:00'.
 */
export function refusalMessage(rule: string, limit: bigint | null, resetsAt: Date): string {
  const at = thaiDateTime(resetsAt)
  switch (rule) {
    case 'timeout':
      return `คุณพักการเล่นอยู่ถึง ${at} ระหว่างนี้ฝากเงิน แทง และเข้าเกมไม่ได้ ถอนเงินได้ตามปกติ`
    case 'exclusion':
      return `คุณระงับการเล่นด้วยตนเองถึง ${at} ระหว่างนี้ฝากเงิน แทง และเข้าเกมไม่ได้ ถอนเงินได้ตามปกติ`
    case 'session':
      return `ครบ${LIMIT_NAMES.session} ${limit ?? 0n} นาทีที่คุณตั้งไว้แล้ว กรุณาพักแล้วเข้าสู่ระบบใหม่`
    case 'deposit_day':
    case 'deposit_week':
    case 'deposit_month':
      return `ยอดฝากนี้เกิน${LIMIT_NAMES[rule]} ฿${formatBaht(limit ?? 0n)} ที่คุณตั้งไว้ เริ่มนับใหม่ ${at}`
    case 'loss_day':
    case 'loss_week':
      return `ถึง${LIMIT_NAMES[rule]} ฿${formatBaht(limit ?? 0n)} ที่คุณตั้งไว้แล้ว เริ่มนับใหม่ ${at}`
    default:
      throw new Error(`unknown responsible play rule ${rule}`)
  }
}
