/** What virtual football tells members (Thai), one place for the code and the tests. */
export const FOOTBALL_TEXTS = {
  betsClosed: 'คู่นี้ปิดรับแทงแล้ว',
  matchNotFound: 'ไม่พบคู่การแข่งขันนี้',
  badMarket: 'ตัวเลือกการแทงไม่ถูกต้อง',
  badStake: 'จำนวนเงินเดิมพันไม่ถูกต้อง',
  demoNotOffered: 'ฟุตบอลเสมือนจริงไม่มีโหมดทดลองเล่น',
} as const

/** Stake limits of one slip, whole baht. */
export const SLIP_MIN_BAHT = 10
export const SLIP_MAX_BAHT = 20_000
/** How many kick-offs ahead are scheduled (and open for bets), at least. */
export const MATCHES_AHEAD = 3
/** How often the schedule job runs. */
export const SCHEDULE_EVERY_MS = 30_000
/** The settlement job's name (its runs: every 10 s, and one at each match's full time). */
export const SETTLE_JOB = 'football.settle'
