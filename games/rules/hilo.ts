/**
 * Hi-Lo (ไฮโล) outcome rules: three dice, the Thai layout and its published payout table, with each
 * bet's house edge computed exactly from the 216 equally likely outcomes. Pure and TypeBox-free:
 * the server rolls with it and the page shows the table and re-rolls in the fairness panel.
 *
 * Our table: สูง (11-17) and ต่ำ (4-10) 1:1, losing on any triple; 11 ไฮโล (total exactly 11) 6:1;
 * the other totals as the common sic bo table pays them; เต็ง (a single number) 1:1, 2:1 or 3:1 as it
 * shows on one, two or three dice; เบิ้ล (a specific double) 10:1; ตอง (a specific triple) 180:1;
 * ตองใดก็ได้ (any triple) 30:1.
 */
import { pickIndex } from '../../src/contract/fair'
import type { FloatSource } from './floats'
import type { RoundRule } from './rule'
import { BAD_STAKE, NO_BETS } from './tables'

export type Dice = readonly [number, number, number]

/** The three dice a round's first three floats roll. */
export const rollDice = (floats: readonly number[]): Dice => [
  pickIndex(floats[0], 6) + 1,
  pickIndex(floats[1], 6) + 1,
  pickIndex(floats[2], 6) + 1,
]

export const diceTotal = (dice: Dice): number => dice[0] + dice[1] + dice[2]
export const isTriple = (dice: Dice): boolean => dice[0] === dice[1] && dice[1] === dice[2]
const countOf = (dice: Dice, n: number): number => dice.filter((d) => d === n).length

export type HiloGroup = 'main' | 'total' | 'single' | 'double' | 'triple'

export interface HiloBet {
  /** Stable id sent by the page: `high`, `total:4`, `single:3`, `double:6`, `triple:2`, `any_triple`... */
  id: string
  group: HiloGroup
  label: string
  /** Odds as printed on the table ("1:1", "1:1 / 2:1 / 3:1"). */
  pays: string
  /** The house edge printed on the table, in percent with 2 decimals (checked by a test). */
  edge: string
  /** What the bet returns per baht staked on these dice, stake included (0 = loses). */
  returns: (dice: Dice) => number
}

const TOTAL_ODDS: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 }
const totalOdds = (total: number) => TOTAL_ODDS[total <= 10 ? total : 21 - total]

// Printed edges, in the table's order below; `hiloExactEdge` recomputes each from the 216 outcomes.
const TOTAL_EDGES: Record<number, string> = {
  4: '15.28',
  5: '13.89',
  6: '16.67',
  7: '9.72',
  8: '12.50',
  9: '18.98',
  10: '12.50',
}

const totals = [4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17].map(
  (total): HiloBet => ({
    id: `total:${total}`,
    group: 'total',
    label: `แต้มรวม ${total}`,
    pays: `${totalOdds(total)}:1`,
    edge: TOTAL_EDGES[total <= 10 ? total : 21 - total],
    returns: (dice) => (diceTotal(dice) === total ? totalOdds(total) + 1 : 0),
  }),
)

const faces = [1, 2, 3, 4, 5, 6]

export const HILO_BETS: readonly HiloBet[] = [
  {
    id: 'high',
    group: 'main',
    label: 'สูง',
    pays: '1:1',
    edge: '2.78',
    returns: (d) => (!isTriple(d) && diceTotal(d) >= 11 ? 2 : 0),
  },
  {
    id: 'hilo11',
    group: 'main',
    label: '11 ไฮโล',
    pays: '6:1',
    edge: '12.50',
    returns: (d) => (diceTotal(d) === 11 ? 7 : 0),
  },
  {
    id: 'low',
    group: 'main',
    label: 'ต่ำ',
    pays: '1:1',
    edge: '2.78',
    returns: (d) => (!isTriple(d) && diceTotal(d) <= 10 ? 2 : 0),
  },
  ...totals,
  ...faces.map(
    (n): HiloBet => ({
      id: `single:${n}`,
      group: 'single',
      label: `เต็ง ${n}`,
      pays: '1:1 / 2:1 / 3:1',
      edge: '7.87',
      returns: (d) => (countOf(d, n) > 0 ? countOf(d, n) + 1 : 0),
    }),
  ),
  ...faces.map(
    (n): HiloBet => ({
      id: `double:${n}`,
      group: 'double',
      label: `เบิ้ล ${n}-${n}`,
      pays: '10:1',
      edge: '18.52',
      returns: (d) => (countOf(d, n) >= 2 ? 11 : 0),
    }),
  ),
  ...faces.map(
    (n): HiloBet => ({
      id: `triple:${n}`,
      group: 'triple',
      label: `ตอง ${n}`,
      pays: '180:1',
      edge: '16.20',
      returns: (d) => (countOf(d, n) === 3 ? 181 : 0),
    }),
  ),
  {
    id: 'any_triple',
    group: 'triple',
    label: 'ตองใดก็ได้',
    pays: '30:1',
    edge: '13.89',
    returns: (d) => (isTriple(d) ? 31 : 0),
  },
]

const BY_ID = new Map(HILO_BETS.map((b) => [b.id, b]))
export const hiloBet = (id: string): HiloBet | undefined => BY_ID.get(id)

/** All 216 outcomes of three dice, each equally likely. */
export function allOutcomes(): Dice[] {
  const out: Dice[] = []
  for (const a of faces) for (const b of faces) for (const c of faces) out.push([a, b, c])
  return out
}

/**
 * A bet's exact house edge as a fraction over 216: the stakes lost minus the amounts won, summed
 * over the 216 outcomes (`numerator / 216` of each baht staked).
 */
export function hiloExactEdge(bet: HiloBet): { numerator: number; denominator: 216; percent: number } {
  const returned = allOutcomes().reduce((sum, dice) => sum + bet.returns(dice), 0)
  const numerator = 216 - returned
  return { numerator, denominator: 216, percent: (numerator / 216) * 100 }
}

/** Total payout in satang of several bets (stakes in satang) on one roll. */
export const hiloPayoutSatang = (bets: ReadonlyArray<{ bet: HiloBet; stake: number }>, dice: Dice): number =>
  bets.reduce((sum, b) => sum + b.stake * b.bet.returns(dice), 0)

/** Table limits per bet, in whole baht. */
export const HILO_MIN_BET = 10
export const HILO_MAX_BET = 20_000
export const HILO_CHIPS = [10, 20, 50, 100, 500, 1_000] as const

export interface HiloInput {
  /** Baht staked per bet id (see HILO_BETS). */
  bets: Record<string, number>
}

export interface HiloOutcome {
  dice: Dice
  total: number
}

const hiloStakes = (input: HiloInput) =>
  Object.entries(input.bets).flatMap(([id, baht]) => {
    const bet = hiloBet(id)
    return bet ? [{ bet, stake: Math.round(baht * 100) }] : []
  })

export const hiloRule: RoundRule<HiloInput, HiloOutcome> = {
  code: 'hilo',
  check: (input) => {
    const amounts = Object.entries(input.bets)
    if (amounts.length === 0) return NO_BETS
    const ok = amounts.every(
      ([id, baht]) =>
        hiloBet(id) !== undefined && Number.isInteger(baht) && baht >= HILO_MIN_BET && baht <= HILO_MAX_BET,
    )
    return ok ? null : BAD_STAKE
  },
  floats: () => 3,
  outcome: (floats: FloatSource) => {
    const dice = rollDice([floats.next(), floats.next(), floats.next()])
    return { dice, total: diceTotal(dice) }
  },
  stakeSatang: (input) => hiloStakes(input).reduce((sum, b) => sum + b.stake, 0),
  winSatang: (input, outcome: HiloOutcome) => hiloPayoutSatang(hiloStakes(input), outcome.dice),
}
