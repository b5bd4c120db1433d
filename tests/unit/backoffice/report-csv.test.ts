import { describe, expect, it } from 'vitest'
import { reportCsv } from '../../../backoffice/src/report-csv'
import { REPORT_PRODUCTS } from '../../../src/contract/report-products'
import type { ReportDay, ReportFigures } from '../../../src/contract/reports'

const play = { bets: 0, stakes: 0, wins: 0, house: 0 }
const figures = (over: Partial<ReportFigures>): ReportFigures => ({
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
  cashback: 0,
  commission: 0,
  ...play,
  products: Object.fromEntries(REPORT_PRODUCTS.map((p) => [p, play])),
  ...over,
})

describe('the report as CSV', () => {
  it('starts with a byte order mark, has a Thai header, a row per day and the total, amounts with 2 decimals', () => {
    const day: ReportDay = {
      day: '2026-01-15',
      ...figures({
        deposits: 1000,
        withdrawals: 300,
        bets: 2,
        stakes: 60.5,
        wins: 9000,
        house: -8939.5,
        products: { ...figures({}).products, lotto: { bets: 1, stakes: 10, wins: 9000, house: -8990 } },
      }),
    }
    const csv = reportCsv({ days: [day], total: figures({ deposits: 1000 }) })
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    const lines = csv.slice(1).split('\r\n')
    expect(lines).toHaveLength(4) // header, the day, the total, and the last line's end
    expect(lines[3]).toBe('')
    expect(lines[0].split(',').slice(0, 13)).toEqual([
      'วันที่',
      'ยอดฝาก',
      'ยอดถอน',
      'ยอดแทง',
      'ยอดชนะ',
      'ผลได้เสีย',
      'โบนัส',
      'คืนยอดเสีย',
      'ค่าแนะนำเพื่อน',
      'จำนวนเดิมพัน',
      'หวย ยอดแทง',
      'หวย ยอดชนะ',
      'หวย ผลได้เสีย',
    ])
    expect(lines[0].split(',')).toHaveLength(10 + 3 * REPORT_PRODUCTS.length)
    expect(lines[1].split(',').slice(0, 13)).toEqual([
      '2026-01-15',
      '1000.00',
      '300.00',
      '60.50',
      '9000.00',
      '-8939.50',
      '0.00',
      '0.00',
      '0.00',
      '2',
      '10.00',
      '9000.00',
      '-8990.00',
    ])
    expect(lines[2].startsWith('รวม,1000.00,0.00')).toBe(true)
  })
})
