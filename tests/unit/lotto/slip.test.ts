import { describe, expect, it } from 'vitest'
import { expandHelper } from '../../../src/contract/lotto-rules'
import {
  addLines,
  billLines,
  potentialPayout,
  removeLine,
  setAllAmounts,
  setLineAmount,
  slipTotal,
} from '../../../src/features/lotto/slip'
import { entryDigits, expandEntry } from '../../../src/features/lotto/slip-entry'

const TOP3 = { bet_type: '3top', digits: 3 } as const
const TOD3 = { bet_type: '3tod', digits: 3 } as const
const BOTTOM2 = { bet_type: '2bottom', digits: 2 } as const

describe('the bet slip', () => {
  it('adds one line per bet type and number, each with the full stake', () => {
    const lines = addLines([], [TOP3, TOD3], ['123'], 10)
    expect(lines.map((l) => [l.bet_type, l.number, l.amount])).toEqual([
      ['3top', '123', 10],
      ['3tod', '123', 10],
    ])
  })

  it('กลับเลข of 45 as 2 ตัวล่าง adds 45 and 54', () => {
    const lines = addLines([], [BOTTOM2], expandEntry('reverse', '45'), 10)
    expect(lines.map((l) => `${l.bet_type} ${l.number} ${l.amount}`)).toEqual([
      '2bottom 45 10',
      '2bottom 54 10',
    ])
  })

  it('expands the helpers through the shared rules: 6 lines for 123, 3 for 112, 19 for a 19 ประตู, 10 each for รูด / เบิ้ล / ตอง', () => {
    expect(addLines([], [TOP3], expandEntry('reverse', '123'), 5)).toHaveLength(6)
    expect(addLines([], [TOP3], expandEntry('reverse', '112'), 5)).toHaveLength(3)
    const doors = addLines([], [BOTTOM2], expandEntry('nineteen', '7'), 5)
    expect(doors).toHaveLength(19)
    expect(doors.every((l) => l.number.includes('7'))).toBe(true)
    expect(addLines([], [BOTTOM2], expandEntry('runFront', '3'), 5).map((l) => l.number)).toEqual([
      '30',
      '31',
      '32',
      '33',
      '34',
      '35',
      '36',
      '37',
      '38',
      '39',
    ])
    expect(addLines([], [BOTTOM2], expandEntry('runBack', '3'), 5).map((l) => l.number)[1]).toBe('13')
    expect(addLines([], [BOTTOM2], expandHelper('double'), 5).map((l) => l.number)).toContain('99')
    expect(addLines([], [TOP3], expandHelper('triple'), 5).map((l) => l.number)).toContain('000')
  })

  it('takes one digit for 19 ประตู, รูดหน้า and รูดหลัง, the whole number otherwise', () => {
    expect(entryDigits('nineteen', 2)).toBe(1)
    expect(entryDigits('runFront', 2)).toBe(1)
    expect(entryDigits('runBack', 2)).toBe(1)
    expect(entryDigits('reverse', 3)).toBe(3)
    expect(entryDigits('single', 1)).toBe(1)
  })

  it('never doubles a line already on the slip and skips numbers of the wrong length', () => {
    const first = addLines([], [TOP3], ['123'], 10)
    const again = addLines(first, [TOP3, BOTTOM2], ['123', '45'], 20)
    expect(again.map((l) => `${l.bet_type} ${l.number} ${l.amount}`)).toEqual([
      '3top 123 10',
      '2bottom 45 20',
    ])
  })

  it('sets the stake of one line or of all lines, and totals in satang', () => {
    let lines = addLines([], [BOTTOM2], ['45', '54', '12'], 0)
    lines = setAllAmounts(lines, 0.1)
    expect(slipTotal(lines)).toBe(0.3)
    lines = setLineAmount(lines, '2bottom:45', 10)
    expect(lines.map((l) => l.amount)).toEqual([10, 0.1, 0.1])
    lines = removeLine(lines, '2bottom:12')
    expect(slipTotal(lines)).toBe(10.1)
    expect(billLines(lines)).toEqual([
      { bet_type: '2bottom', number: '45', amount: 10 },
      { bet_type: '2bottom', number: '54', amount: 0.1 },
    ])
  })

  it('pays stake × rate, to the satang', () => {
    expect(potentialPayout(10, 900)).toBe(9000)
    expect(potentialPayout(10, 3.2)).toBe(32)
    expect(potentialPayout(0.3, 4.2)).toBe(1.26)
  })

  it('rounds the payout down to the satang, as settlement pays it', () => {
    expect(potentialPayout(0.03, 3.2)).toBe(0.09)
    expect(potentialPayout(1.03, 3.2)).toBe(3.29)
    expect(potentialPayout(1.01, 45.5)).toBe(45.95)
    expect(potentialPayout(0, 900)).toBe(0)
    expect(potentialPayout(10, 0)).toBe(0)
  })
})
