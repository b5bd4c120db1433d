import { describe, expect, it } from 'vitest'
import { bangkokTime } from '../../server/lib/bangkok'
import { parseBahtAmount, satangToBaht } from '../../server/lib/money'
import { rateOfCenti } from '../../server/modules/lotto/rates'
import { isGovDrawDay, roundsBetween } from '../../server/modules/lotto/schedule'
import {
  BET_TYPES,
  type BetType,
  CATEGORY_CODES,
  DEFAULT_RATES,
  type DrawNumbers,
  deriveNumbers,
  doubleNumbers,
  expandHelper,
  lineWins,
  nineteenDoors,
  payoutSatang,
  reverseNumbers,
  runBack,
  runFront,
  tripleNumbers,
  yeekeeNumbers,
} from '../../src/contract/lotto-rules'
import { potentialPayout } from '../../src/features/lotto/slip'
import { LOTTO_TEXT } from '../../src/features/lotto/texts'

// docs/lottery.md: R1 first prize, F3 front-3 pair, B3 back-3 pair, B2 the separate 2-digit prize.
const gov = deriveNumbers('gov', {
  first: '820123',
  front3: ['456', '789'],
  back3: ['012', '345'],
  bottom2: '45',
})

describe('how each bet type wins (docs/lottery.md)', () => {
  it('derives the government numbers from R1, F3, B3 and B2', () => {
    expect(gov).toEqual({
      top3: '123',
      top2: '23',
      bottom2: '45',
      front3: ['456', '789'],
      back3: ['012', '345'],
    })
  })

  const cases: [BetType, string, boolean][] = [
    ['3top', '123', true],
    ['3top', '321', false],
    ['3tod', '321', true],
    ['3tod', '213', true],
    ['3tod', '123', true],
    ['3tod', '124', false],
    ['3front', '456', true],
    ['3front', '789', true],
    ['3front', '123', false],
    ['3back', '012', true],
    ['3back', '345', true],
    ['3back', '456', false],
    ['2top', '23', true],
    ['2top', '12', false],
    ['2bottom', '45', true],
    ['2bottom', '23', false],
    ['2bottom', '54', false],
    ['runTop', '1', true],
    ['runTop', '3', true],
    ['runTop', '0', false],
    ['runBottom', '4', true],
    ['runBottom', '5', true],
    ['runBottom', '1', false],
  ]
  it.each(cases)('%s %s wins: %s', (betType, number, wins) => {
    expect(lineWins(betType, number, gov as DrawNumbers)).toBe(wins)
  })

  it('covers every bet type', () => {
    expect(new Set(cases.map(([t]) => t))).toEqual(new Set(BET_TYPES))
  })

  it('pays a digit once however often it appears (วิ่ง), and tod once', () => {
    const doubled = deriveNumbers('gsb', { top3: '112', bottom2: '11' }) as DrawNumbers
    expect(lineWins('runTop', '1', doubled)).toBe(true)
    expect(lineWins('runBottom', '1', doubled)).toBe(true)
    expect(lineWins('3tod', '121', doubled)).toBe(true)
    expect(payoutSatang(1000n, 320)).toBe(3200n)
    expect(payoutSatang(1n, 420)).toBe(4n)
  })

  it('derives Lao, Hanoi and stock numbers and refuses wrong result shapes in Thai', () => {
    expect(deriveNumbers('lao', { digits4: '1234' })).toMatchObject({
      top3: '234',
      top2: '34',
      bottom2: '12',
    })
    expect(deriveNumbers('hanoi', { special: '56789', first: '12345' })).toMatchObject({
      top3: '789',
      top2: '89',
      bottom2: '45',
    })
    expect(deriveNumbers('stock', { top3: '007', bottom2: '90' })).toMatchObject({
      top3: '007',
      bottom2: '90',
    })
    expect(deriveNumbers('stock', { top3: '07', bottom2: '90' })).toBe('3 ตัวบน ต้องเป็นตัวเลข 3 หลัก')
    expect(deriveNumbers('lao', { digits4: '1234', top3: '234' })).toBe('ผลของหวยลาวพัฒนาไม่มี3 ตัวบน')
    expect(deriveNumbers('gov', { first: '123456', front3: ['123'], back3: ['1', '2'], bottom2: '11' })).toBe(
      'เลขหน้า 3 ตัว ต้องมี 2 ชุด',
    )
  })

  it('reads the Yeekee example: 2,543,565 − 34,529 = 2,509,036 → 3บน 036, 2ล่าง 09', () => {
    expect(yeekeeNumbers(2_543_565n - 34_529n)).toMatchObject({ top3: '036', top2: '36', bottom2: '09' })
  })
})

describe('the payout the site shows is the payout settlement pays', () => {
  // Rates as lotto_rates stores them (×100): every default the catalogue seeds (Yeekee's too), the
  // demo's reduced rate and rates with two decimals an operator may set (x.5 is where rounding to
  // nearest and rounding down part most often).
  const DEFAULTS = [90_000, 15_000, 45_000, 9_000, 320, 420, 85_000, 12_000, 9_200]
  const STORED_RATES = [...DEFAULTS, 4_500, 450, 455, 199, 1]

  it('lists every default rate of the catalogue', () => {
    const defaults = CATEGORY_CODES.flatMap((code) => Object.values(DEFAULT_RATES[code]))
    expect(new Set(defaults)).toEqual(new Set(DEFAULTS.map(rateOfCenti)))
  })

  it('for every stake from ฿0.01 to ฿1,000.00 at each rate: the slip figure equals what the winning line is paid', () => {
    const differ: string[] = []
    let pairs = 0
    // The site gets each rate on the wire (rate/rates/round, stored / 100); the server keeps it ×100.
    const rates = STORED_RATES.map((stored) => ({ stored, wire: rateOfCenti(stored) }))
    for (let satang = 1; satang <= 100_000; satang++) {
      const baht = satang / 100
      // What bill/create stores for the stake the site sends.
      const stake = parseBahtAmount(baht) as bigint
      for (const rate of rates) {
        const shown = potentialPayout(baht, rate.wire)
        // What settlement pays for a winning line of that stake at the stored rate.
        const paid = satangToBaht(payoutSatang(stake, rate.stored))
        pairs++
        // The figures as the member reads them, formatted only where the amounts differ (formatting
        // every pair would take seconds; equal amounts format equally).
        if (shown !== paid)
          differ.push(
            `฿${baht} at ${rate.wire}: shows ${LOTTO_TEXT.payout(shown)}, pays ${LOTTO_TEXT.payout(paid)}`,
          )
      }
    }
    expect(pairs).toBe(STORED_RATES.length * 100_000)
    expect({ differ: differ.length, first: differ.slice(0, 3) }).toEqual({ differ: 0, first: [] })
  })
})

describe('slip helpers', () => {
  it('กลับเลข: 6 lines for 123, 3 for 112, 1 for 111, 2 for 12', () => {
    expect(reverseNumbers('123').sort()).toEqual(['123', '132', '213', '231', '312', '321'])
    expect(reverseNumbers('112').sort()).toEqual(['112', '121', '211'])
    expect(reverseNumbers('111')).toEqual(['111'])
    expect(reverseNumbers('12')).toEqual(['12', '21'])
    expect(reverseNumbers('45')).toEqual(['45', '54'])
    expect(reverseNumbers('1a')).toEqual([])
  })

  it('19 ประตู gives the 19 numbers containing the digit', () => {
    const doors = nineteenDoors('5')
    expect(doors).toHaveLength(19)
    expect(doors.every((n) => n.includes('5'))).toBe(true)
    expect(new Set(doors).size).toBe(19)
    expect(expandHelper('nineteen', '0')).toHaveLength(19)
  })

  it('รูดหน้า, รูดหลัง, เลขเบิ้ล and เลขตอง', () => {
    expect(runFront('3')).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39'])
    expect(runBack('3')).toEqual(['03', '13', '23', '33', '43', '53', '63', '73', '83', '93'])
    expect(doubleNumbers()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'])
    expect(tripleNumbers()).toHaveLength(10)
    expect(tripleNumbers()[9]).toBe('999')
  })
})

describe('the draw schedule (Asia/Bangkok)', () => {
  it('draws the government lottery on the 1st and 16th with the known exceptions', () => {
    expect(isGovDrawDay('2026-03-01')).toBe(true)
    expect(isGovDrawDay('2026-03-16')).toBe(true)
    expect(isGovDrawDay('2026-03-15')).toBe(false)
    expect(isGovDrawDay('2026-01-01')).toBe(false)
    expect(isGovDrawDay('2025-12-30')).toBe(true)
    expect(isGovDrawDay('2026-01-16')).toBe(false)
    expect(isGovDrawDay('2026-01-17')).toBe(true)
    expect(isGovDrawDay('2026-05-01')).toBe(false)
    expect(isGovDrawDay('2026-05-02')).toBe(true)
    const year = roundsBetween('2026-01-01', '2026-12-31').filter((r) => r.market === 'gov')
    expect(year).toHaveLength(24)
    expect(year.map((r) => r.drawDate).slice(0, 3)).toEqual(['2026-01-17', '2026-02-01', '2026-02-16'])
    expect(year.at(-1)?.drawDate).toBe('2026-12-30')
  })

  it('closes the government round at 15:20 and draws at 15:30 Bangkok; it opens at the previous draw', () => {
    const [round] = roundsBetween('2026-02-16', '2026-02-16').filter((r) => r.market === 'gov')
    expect(round.closeAt.toISOString()).toBe('2026-02-16T08:20:00.000Z')
    expect(round.drawAt.toISOString()).toBe('2026-02-16T08:30:00.000Z')
    expect(round.openAt).toEqual(bangkokTime('2026-02-01', '15:30'))
    expect(round.title).toBe('หวยรัฐบาลไทย งวด 16 ก.พ. 69')
  })

  it('puts GSB and BAAC on government days, Lao on Mon/Wed/Fri, Hanoi daily, stocks on trading days', () => {
    const week = roundsBetween('2026-03-09', '2026-03-15') // Monday to Sunday
    const days = (market: string) => week.filter((r) => r.market === market).map((r) => r.drawDate)
    expect(days('lao')).toEqual(['2026-03-09', '2026-03-11', '2026-03-13'])
    expect(days('hanoi')).toHaveLength(7)
    expect(days('nikkei_am')).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'])
    const hanoi = week.find((r) => r.market === 'hanoi')
    expect(hanoi?.closeAt.toISOString()).toBe('2026-03-09T11:00:00.000Z')
    const gsb = roundsBetween('2026-03-16', '2026-03-16').filter(
      (r) => r.category === 'gsb' || r.category === 'baac',
    )
    expect(gsb).toHaveLength(2)
    expect(
      new Set(week.filter((r) => r.category === 'stock').map((r) => r.market)).size,
    ).toBeGreaterThanOrEqual(4)
  })
})
