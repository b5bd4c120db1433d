import { formatBaht } from '../../lib/format'
import { formatDate } from '../../lib/thai-date'

/** Member-facing Thai texts of the promotion pages. */
export const PROMOTION_TEXT = {
  title: 'โปรโมชั่น',
  memberTitle: 'รับโปรโมชั่น',
  loading: 'กำลังโหลดโปรโมชั่น...',
  empty: 'ยังไม่มีโปรโมชั่นในตอนนี้',
  available: 'โปรโมชั่นที่รับได้',
  mine: 'โปรโมชั่นของฉัน',
  noneTaken: 'ยังไม่ได้รับโปรโมชั่น',
  take: 'รับโปรโมชั่น',
  taken: 'รับโปรโมชั่นแล้ว โบนัสจะเข้ากระเป๋าโบนัสเมื่อฝากเงินครั้งถัดไป',
  cancel: 'ยกเลิก',
  /** The promotion dialog: its terms, the member's opt-in, a visitor's way in. */
  terms: 'เงื่อนไขโปรโมชั่น',
  details: 'ดูเงื่อนไข',
  confirmTake: 'ยืนยันรับโปรโมชั่น',
  visitorAsk: 'เข้าสู่ระบบหรือสมัครสมาชิกเพื่อรับโปรโมชั่นนี้',
  gone: 'โปรโมชั่นนี้ไม่เปิดให้รับแล้ว',
  toDeposit: 'ไปฝากเงิน',
  bonus: (percent: number, max: number) => `โบนัส ${percent}% สูงสุด ${formatBaht(max)}`,
  minDeposit: (min: number) => `ฝากขั้นต่ำ ${formatBaht(min)}`,
  turnover: (multiple: number) => (multiple > 0 ? `ทำเทิร์น ${multiple} เท่า` : 'ไม่ต้องทำเทิร์น'),
  maxWithdraw: (max: number | null) => (max === null ? 'ถอนได้ไม่จำกัด' : `ถอนได้สูงสุด ${formatBaht(max)}`),
  frequency: { once: 'รับได้ครั้งเดียว', daily: 'รับได้วันละครั้ง' },
  turnoverProgress: (done: number, required: number) =>
    `ทำเทิร์นแล้ว ${formatBaht(done)} / ${formatBaht(required)}`,
  status: {
    pending: 'รอฝากเงิน',
    active: 'กำลังทำเทิร์น',
    completed: 'ทำเทิร์นครบแล้ว',
    cancelled: 'ยกเลิกแล้ว',
    expired: 'หมดอายุ',
    forfeited: 'สละโบนัสแล้ว',
  },
  bonusAmount: (bonus: number) => `โบนัส ${formatBaht(bonus)}`,
} as const

/**
 * A promotion's full terms, one line each, from its own fields: where the member opts in (the deposit
 * page) they read everything that binds the bonus before taking it. Every stake of every game and
 * lottery bill counts towards the turnover (the database function turnover_count), and the turnover
 * is (deposit + bonus) × the multiple.
 */
export const promotionTerms = (p: {
  bonus_percent: number
  max_bonus: number
  min_deposit: number
  turnover_multiple: number
  max_withdraw: number | null
  frequency: 'once' | 'daily'
  ends_at: string | null
}): string[] => [
  PROMOTION_TEXT.bonus(p.bonus_percent, p.max_bonus),
  PROMOTION_TEXT.minDeposit(p.min_deposit),
  p.turnover_multiple > 0
    ? `ทำเทิร์น ${p.turnover_multiple} เท่าของยอดฝากรวมโบนัส ก่อนถอนเงินที่ผูกกับโบนัส`
    : PROMOTION_TEXT.turnover(0),
  'ยอดเดิมพันทุกเกมและโพยหวยนับเป็นยอดเทิร์น',
  PROMOTION_TEXT.maxWithdraw(p.max_withdraw),
  PROMOTION_TEXT.frequency[p.frequency],
  p.ends_at ? `รับได้ถึง ${formatDate(p.ends_at)}` : 'ไม่มีวันหมดเขต',
]

/** One line about a promotion for the deposit page's choice: bonus, minimum deposit, turnover. */
export const promotionSummary = (p: {
  bonus_percent: number
  max_bonus: number
  min_deposit: number
  turnover_multiple: number
}) =>
  [
    PROMOTION_TEXT.bonus(p.bonus_percent, p.max_bonus),
    PROMOTION_TEXT.minDeposit(p.min_deposit),
    PROMOTION_TEXT.turnover(p.turnover_multiple),
  ].join(' · ')
