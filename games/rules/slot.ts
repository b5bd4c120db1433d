import { BAD_BET, SLOT_BET_STEPS } from './bets'
import type { FloatSource } from './floats'
import { LINES, type LineGame, type LineWin, spinReels, spreadStrip, type Window, windowWins } from './reels'
import { type RoundRule, stepSatang } from './rule'
import { LINE_PAYTABLE } from './symbols'

/**
 * The slot (สล็อต), its published outcome rule. 5 reels × 3 rows, 20 lines, a wild. Each reel is a
 * strip of 30 symbols (counts below); a round uses 5 floats, one stop per reel. Line pays are in
 * line bets (total bet / 20). The RTP is exactly `exactLineRtp(SLOT)` (tests/unit/games).
 */
export const SLOT_COUNTS = { W: 2, S: 2, B: 3, M: 4, G: 5, L: 6, C: 8 } as const

export const SLOT: LineGame = {
  strips: [0, 7, 13, 19, 24].map((turn) => spreadStrip(SLOT_COUNTS, turn)),
  paytable: LINE_PAYTABLE,
  wild: 'W',
}

/** The stated RTP, shown in the game (the exact figure of the strips, rounded to 0.01 %). */
export const SLOT_RTP = 0.9611

/** Floats one round uses. */
export const SLOT_FLOATS = 5

export interface SlotOutcome {
  stops: number[]
  window: Window
  wins: LineWin[]
  /** Sum of the line pays, in line bets. */
  units: number
}

export function slotOutcome(floats: FloatSource): SlotOutcome {
  const { stops, window } = spinReels(SLOT.strips, floats)
  const wins = windowWins(SLOT, window)
  return { stops, window, wins, units: wins.reduce((sum, w) => sum + w.pay, 0) }
}

/** The round's win in satang for a total bet in satang (bets are whole satang per line). */
export const slotWinSatang = (betSatang: number, outcome: Pick<SlotOutcome, 'units'>): number =>
  Math.floor((betSatang * outcome.units) / LINES)

export interface SlotInput {
  /** Total bet in baht, one of SLOT_BET_STEPS. */
  bet: number
}

export const slotRule: RoundRule<SlotInput, SlotOutcome> = {
  code: 'slot',
  check: ({ bet }) => (stepSatang(SLOT_BET_STEPS, bet) === null ? BAD_BET : null),
  floats: () => SLOT_FLOATS,
  outcome: (floats) => slotOutcome(floats),
  stakeSatang: ({ bet }) => stepSatang(SLOT_BET_STEPS, bet) ?? 0,
  winSatang: ({ bet }, outcome) => slotWinSatang(stepSatang(SLOT_BET_STEPS, bet) ?? 0, outcome),
}
