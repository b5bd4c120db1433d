import { describe, expect, it } from 'vitest'
import { formatBaht, formatNumber, groupDigits } from '../../../src/lib/format'
import { bangkokDay, formatDate, formatDateTime, formatTime } from '../../../src/lib/thai-date'

/**
 * lib/format.ts writes th-TH as `Intl` does, without `Intl` (its first use costs a page ICU's
 * locale data): each function against `Intl`'s own output, on fixed cases and thousands of values.
 */
const intlBaht = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const intl = (options: Intl.DateTimeFormatOptions, locale = 'th-TH-u-ca-buddhist') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Bangkok', ...options })
const intlDateTime = intl({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const intlDate = intl({ day: 'numeric', month: 'short', year: 'numeric' })
const intlTime = intl({ hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }, 'th-TH')
const intlDay = intl({}, 'en-CA')

/** A repeatable pseudo-random sequence (the same values on every run). */
function* values(count: number, seed = 24) {
  let state = seed
  for (let i = 0; i < count; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    yield state / 2 ** 31
  }
}

describe('formatBaht', () => {
  it('writes baht as th-TH does', () => {
    expect(formatBaht(1234.5)).toBe('฿1,234.50')
    expect(formatBaht(-1234.5)).toBe('-฿1,234.50')
    expect(formatBaht(0)).toBe('฿0.00')
    expect(formatBaht(1_000_000_000)).toBe('฿1,000,000,000.00')
  })

  it('agrees with Intl on satang amounts, roundings and signs', () => {
    const cases = [0.005, 1.005, 2.675, -0.004, -0, 0.1 + 0.2, 999.995, 1e-7, 1.5e-7, 123_456_789.125]
    // Written with an exponent by String(): from 1e21 up, and below 1e-6.
    cases.push(1e21, -1e21, 1.2345678901234566e25, 2 ** 80, Number.MAX_VALUE, 5e-324, 9.99e20)
    for (const r of values(4000))
      cases.push(Math.round((r - 0.3) * 1e9) / 100, (r - 0.5) * 10 ** Math.floor(r * 9))
    for (const amount of cases) expect(formatBaht(amount), String(amount)).toBe(intlBaht.format(amount))
  })
})

describe('formatNumber', () => {
  it('agrees with Intl (th-TH, grouped: up to 3 decimals, or 2) on whole and decimal numbers', () => {
    const grouped0 = new Intl.NumberFormat('th-TH')
    const grouped2 = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 })
    const cases = [
      0, 3.2, 900, 1000, 1.005, -1234.5, 0.004, -0.004, 0.0004, 12_345_678, 2.0005, 1e21, 3.4e22, 1e-7,
    ]
    for (const r of values(2000)) cases.push(Math.round(r * 1e7) / 100, Math.floor(r * 1e9), r * 1000)
    for (const n of cases) {
      expect(formatNumber(n), String(n)).toBe(grouped0.format(n))
      expect(formatNumber(n, 2), String(n)).toBe(grouped2.format(n))
    }
  })
})

describe('dates and times in Asia/Bangkok', () => {
  it('write the Buddhist-era date, the time and the day', () => {
    expect(formatDateTime('2026-11-23T09:30:00Z')).toBe('23 พ.ย. 2569 16:30')
    expect(formatDate('2026-12-31T17:00:00Z')).toBe('1 ม.ค. 2570')
    expect(formatTime('2026-11-23T07:03:27Z')).toBe('14:03:27')
    expect(bangkokDay(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24')
  })

  it('agree with Intl over every month, hour and year boundary', () => {
    const instants: Date[] = []
    for (const r of values(3000)) instants.push(new Date(Date.UTC(2020, 0, 1) + r * 12 * 365 * 86_400_000))
    for (let h = 0; h < 24; h++) instants.push(new Date(Date.UTC(2026, 11, 31, h, 59, 59)))
    for (const at of instants) {
      expect(formatDateTime(at)).toBe(intlDateTime.format(at))
      expect(formatDate(at.toISOString())).toBe(intlDate.format(at))
      expect(formatTime(at.getTime())).toBe(intlTime.format(at))
      expect(bangkokDay(at)).toBe(intlDay.format(at))
    }
  })
})

describe('groupDigits', () => {
  it('groups a big integer by thousands', () => {
    expect(groupDigits(2_543_565n)).toBe('2,543,565')
    expect(groupDigits('-1000')).toBe('-1,000')
    expect(groupDigits('999')).toBe('999')
  })
})
