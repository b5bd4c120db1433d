import { type CategoryCode, LOTTO_CATEGORIES } from '../../../src/contract/lotto-rules'
import { addDate, bangkokTime, thaiShortDate, weekdayOf } from '../../lib/bangkok'

/**
 * The draw schedule (docs/lottery.md, "Markets and draw times"), pure: which markets draw on which Asia/Bangkok day, when betting
 * closes and when the result comes. Bangkok has no daylight saving, so fixed local times are right
 * all year. Stock rounds follow each exchange's trading days (Mon-Fri; exchange holidays are not
 * known here: the operator voids a round whose market was closed).
 */
export interface Market {
  code: string
  category: CategoryCode
  /** Thai title before the date. */
  title: string
  /** Whether the market draws on this Bangkok day. */
  drawsOn: (date: string) => boolean
  close: string
  draw: string
  /** Close and draw fall this many days after the draw day (Dow Jones: the next Bangkok morning). */
  dayOffset?: number
}

/**
 * Government draw days: the 1st and 16th, except 1 Jan (drawn 30 Dec of the year before),
 * 16 Jan (drawn 17 Jan) and 1 May (drawn 2 May).
 */
export function isGovDrawDay(date: string): boolean {
  const md = date.slice(5)
  if (md === '12-30' || md === '01-17' || md === '05-02') return true
  if (md === '01-01' || md === '01-16' || md === '05-01') return false
  const day = date.slice(8)
  return day === '01' || day === '16'
}

const weekdays =
  (...days: number[]) =>
  (date: string) =>
    days.includes(weekdayOf(date))
const TRADING_DAYS = weekdays(1, 2, 3, 4, 5)

export const MARKETS: readonly Market[] = [
  {
    code: 'gov',
    category: 'gov',
    title: 'หวยรัฐบาลไทย',
    drawsOn: isGovDrawDay,
    close: '15:20',
    draw: '15:30',
  },
  { code: 'gsb', category: 'gsb', title: 'หวยออมสิน', drawsOn: isGovDrawDay, close: '10:20', draw: '10:30' },
  {
    code: 'baac',
    category: 'baac',
    title: 'หวย ธ.ก.ส.',
    drawsOn: isGovDrawDay,
    close: '10:50',
    draw: '11:00',
  },
  {
    code: 'lao',
    category: 'lao',
    title: 'หวยลาวพัฒนา',
    drawsOn: weekdays(1, 3, 5),
    close: '20:10',
    draw: '20:30',
  },
  { code: 'hanoi', category: 'hanoi', title: 'หวยฮานอย', drawsOn: () => true, close: '18:00', draw: '18:30' },
  {
    code: 'nikkei_am',
    category: 'stock',
    title: 'หุ้นนิเคอิ รอบเช้า',
    drawsOn: TRADING_DAYS,
    close: '09:20',
    draw: '09:35',
  },
  {
    code: 'china_am',
    category: 'stock',
    title: 'หุ้นจีน รอบเช้า',
    drawsOn: TRADING_DAYS,
    close: '10:20',
    draw: '10:35',
  },
  {
    code: 'hangseng_am',
    category: 'stock',
    title: 'หุ้นฮั่งเส็ง รอบเช้า',
    drawsOn: TRADING_DAYS,
    close: '10:50',
    draw: '11:15',
  },
  {
    code: 'nikkei_pm',
    category: 'stock',
    title: 'หุ้นนิเคอิ รอบบ่าย',
    drawsOn: TRADING_DAYS,
    close: '12:50',
    draw: '13:30',
  },
  {
    code: 'china_pm',
    category: 'stock',
    title: 'หุ้นจีน รอบบ่าย',
    drawsOn: TRADING_DAYS,
    close: '13:50',
    draw: '14:05',
  },
  {
    code: 'hangseng_pm',
    category: 'stock',
    title: 'หุ้นฮั่งเส็ง รอบบ่าย',
    drawsOn: TRADING_DAYS,
    close: '14:50',
    draw: '15:15',
  },
  {
    code: 'set',
    category: 'stock',
    title: 'หุ้นไทย (SET)',
    drawsOn: TRADING_DAYS,
    close: '16:10',
    draw: '16:45',
  },
  // The New York close (16:00 ET) is 03:00-04:00 in Bangkok the next morning.
  {
    code: 'dowjones',
    category: 'stock',
    title: 'หุ้นดาวโจนส์',
    drawsOn: TRADING_DAYS,
    close: '01:30',
    draw: '04:30',
    dayOffset: 1,
  },
]

export interface ScheduledRound {
  market: string
  category: CategoryCode
  categoryId: number
  /** Unique per round: the schedule job inserts each once. */
  slotKey: string
  title: string
  drawDate: string
  seq: number | null
  openAt: Date
  closeAt: Date
  drawAt: Date
}

/** How far back to look for a market's previous draw (its round opens when the previous one is drawn). */
const LOOK_BACK_DAYS = 40

/**
 * Every round whose draw day is in [from, to] (Bangkok 'YYYY-MM-DD'), in draw-day order. A round
 * opens for betting when the market's previous round is drawn.
 */
export function roundsBetween(
  from: string,
  to: string,
  markets: readonly Market[] = MARKETS,
): ScheduledRound[] {
  const out: ScheduledRound[] = []
  for (const market of markets) {
    let previousDraw: Date | null = null
    for (let date = addDate(from, -LOOK_BACK_DAYS); date <= to; date = addDate(date, 1)) {
      if (!market.drawsOn(date)) continue
      const closeAt = bangkokTime(date, market.close, market.dayOffset ?? 0)
      const drawAt = bangkokTime(date, market.draw, market.dayOffset ?? 0)
      if (date >= from && previousDraw) {
        out.push({
          market: market.code,
          category: market.category,
          categoryId: LOTTO_CATEGORIES[market.category].id,
          slotKey: `${market.code}:${date}`,
          title:
            market.category === 'stock'
              ? `${market.title} ${thaiShortDate(date)}`
              : `${market.title} งวด ${thaiShortDate(date)}`,
          drawDate: date,
          seq: null,
          openAt: previousDraw,
          closeAt,
          drawAt,
        })
      }
      previousDraw = drawAt
    }
  }
  out.push(...yeekeeRoundsBetween(from, to))
  return out.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime())
}

/** Yeekee (docs/lottery.md): 88 rounds a Bangkok day, one every 15 minutes, round 1 closing 06:00, the last 03:45. */
export const YEEKEE_ROUNDS_PER_DAY = 88
export const YEEKEE_EVERY_MS = 15 * 60_000
/** Shooting stays open this long after betting closes; then the result. */
export const YEEKEE_SHOOT_MS = 2 * 60_000
/** Members may bet on a round from a day before its close. */
const YEEKEE_OPEN_AHEAD_MS = 24 * 3600_000

export function yeekeeRoundsBetween(from: string, to: string): ScheduledRound[] {
  const out: ScheduledRound[] = []
  for (let date = from; date <= to; date = addDate(date, 1)) {
    const first = bangkokTime(date, '06:00').getTime()
    for (let seq = 1; seq <= YEEKEE_ROUNDS_PER_DAY; seq++) {
      const closeAt = new Date(first + (seq - 1) * YEEKEE_EVERY_MS)
      out.push({
        market: 'yeekee',
        category: 'yeekee',
        categoryId: LOTTO_CATEGORIES.yeekee.id,
        slotKey: `yeekee:${date}:${seq}`,
        title: `ยี่กี รอบที่ ${seq} (${thaiShortDate(date)})`,
        drawDate: date,
        seq,
        openAt: new Date(closeAt.getTime() - YEEKEE_OPEN_AHEAD_MS),
        closeAt,
        drawAt: new Date(closeAt.getTime() + YEEKEE_SHOOT_MS),
      })
    }
  }
  return out
}
