import { BAD_BET, SLOT_BET_STEPS } from './bets'
import type { FloatSource } from './floats'
import {
  LINES,
  type LineGame,
  type LineWin,
  reelsShowing,
  spinReels,
  spreadStrip,
  type Window,
  windowWins,
} from './reels'
import { type RoundRule, stepSatang } from './rule'
import { LINE_PAYTABLE } from './symbols'

/**
 * The free-spin slot (ฟรีสปิน), its published outcome rule. Same 20 lines and paytable as the slot,
 * plus the scatter (F, a gift box, once per base strip). 3, 4 or 5 reels showing it pay 2, 10 or 50 total
 * bets and trigger 10 free spins on richer strips, every win ×2. "ซื้อฟรีสปิน" buys the 10 free
 * spins for BUY_PRICE total bets. Free spins are part of the round that triggered or bought them:
 * the round's one win (paid when the feature ends) is the base spin, the scatter and all free spins.
 *
 * Floats: a played round uses 5 for the base spin, then 5 per free spin (55 in all); a bought round
 * uses 5 per free spin (50). The RTP is computed exactly in tests/unit/games.
 */
export const FREESPIN_BASE_COUNTS = { W: 1, S: 2, B: 3, M: 4, L: 6, G: 4, C: 9, F: 1 } as const
export const FREESPIN_FREE_COUNTS = { W: 4, S: 2, B: 3, M: 4, G: 5, L: 6, C: 10 } as const

export const FREESPIN_BASE: LineGame = {
  strips: [0, 6, 12, 17, 23].map((turn) => spreadStrip(FREESPIN_BASE_COUNTS, turn)),
  paytable: LINE_PAYTABLE,
  wild: 'W',
}
export const FREESPIN_FREE: LineGame = {
  strips: [0, 7, 14, 21, 27].map((turn) => spreadStrip(FREESPIN_FREE_COUNTS, turn)),
  paytable: LINE_PAYTABLE,
  wild: 'W',
}

export const SCATTER = 'F'
/** Pays by number of reels showing the scatter (index), in total bets. */
export const SCATTER_PAYS = [0, 0, 0, 2, 10, 50] as const
export const FREE_SPINS = 10
export const FREE_MULTIPLIER = 2
/** "ซื้อฟรีสปิน": the price of the feature, in total bets. */
export const BUY_PRICE = 40

/** Stated RTPs (exact figures of the strips, rounded to 0.01 %). */
export const FREESPIN_RTP = 0.9579
export const FREESPIN_BUY_RTP = 0.9695

export const freespinFloats = (buy: boolean): number => (buy ? 0 : 5) + FREE_SPINS * 5

export interface FreeSpin {
  stops: number[]
  window: Window
  wins: LineWin[]
  units: number
}

export interface FreespinOutcome {
  bought: boolean
  /** The base spin (null when the feature was bought). */
  base: (FreeSpin & { scatters: number; scatterPay: number }) | null
  /** The free spins played (empty when not triggered). */
  free: FreeSpin[]
}

function spin(game: LineGame, floats: FloatSource): FreeSpin {
  const { stops, window } = spinReels(game.strips, floats)
  const wins = windowWins(game, window)
  return { stops, window, wins, units: wins.reduce((sum, w) => sum + w.pay, 0) }
}

export function freespinOutcome(floats: FloatSource, buy: boolean): FreespinOutcome {
  let base: FreespinOutcome['base'] = null
  let triggered = buy
  if (!buy) {
    const { stops, window, wins, units } = spin(FREESPIN_BASE, floats)
    const scatters = reelsShowing(window, SCATTER)
    base = { stops, window, wins, units, scatters, scatterPay: SCATTER_PAYS[scatters] }
    triggered = scatters >= 3
  }
  const free = triggered ? Array.from({ length: FREE_SPINS }, () => spin(FREESPIN_FREE, floats)) : []
  return { bought: buy, base, free }
}

/** The round's stake in satang for a total bet in satang. */
export const freespinStakeSatang = (betSatang: number, buy: boolean): number =>
  buy ? betSatang * BUY_PRICE : betSatang

/** The round's one win in satang: base lines + scatter + every free spin ×2. */
export function freespinWinSatang(betSatang: number, outcome: FreespinOutcome): number {
  const lineUnits =
    (outcome.base?.units ?? 0) + FREE_MULTIPLIER * outcome.free.reduce((sum, s) => sum + s.units, 0)
  return Math.floor((betSatang * lineUnits) / LINES) + betSatang * (outcome.base?.scatterPay ?? 0)
}

export interface FreespinInput {
  /** Total bet in baht, one of SLOT_BET_STEPS (a bought feature costs BUY_PRICE of them). */
  bet: number
  /** "ซื้อฟรีสปิน". */
  buy: boolean
}

export const freespinRule: RoundRule<FreespinInput, FreespinOutcome> = {
  code: 'freespin',
  check: ({ bet }) => (stepSatang(SLOT_BET_STEPS, bet) === null ? BAD_BET : null),
  floats: ({ buy }) => freespinFloats(buy),
  outcome: (floats, { buy }) => freespinOutcome(floats, buy),
  stakeSatang: ({ bet, buy }) => freespinStakeSatang(stepSatang(SLOT_BET_STEPS, bet) ?? 0, buy),
  winSatang: ({ bet }, outcome) => freespinWinSatang(stepSatang(SLOT_BET_STEPS, bet) ?? 0, outcome),
}
