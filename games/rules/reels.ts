import { pickIndex } from '../../src/contract/fair'
import type { FloatSource } from './floats'

/**
 * 5×3 line slots: the machinery the slot and the free-spin slot share. A reel strip is a circular
 * list of symbols; each spin stops every reel at a uniformly chosen position (one float per reel),
 * and the window shows that position and the next two. A symbol's weight on a reel is how often it
 * appears on the strip. Lines pay from the leftmost reel, by symbol and count; the wild stands for
 * any paying symbol.
 */

export const REELS = 5
export const ROWS = 3

/** 20 fixed paylines: the row (0 top, 1 middle, 2 bottom) each line crosses on reels 1..5. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
]
export const LINES = PAYLINES.length

/** Pays for 3, 4 and 5 of a kind, in line bets (a line bet is the total bet / LINES). */
export type Paytable = Readonly<Record<string, readonly [number, number, number]>>

export interface LineGame {
  /** One strip per reel. */
  strips: readonly (readonly string[])[]
  paytable: Paytable
  /** The wild symbol: substitutes for every paying symbol (not the scatter). */
  wild: string
}

export interface LineWin {
  line: number
  symbol: string
  count: number
  /** In line bets. */
  pay: number
}

/** The window after a spin: window[reel][row]. */
export type Window = string[][]

/** Stops every reel from one float each and returns the stops and the visible window. */
export function spinReels(
  strips: LineGame['strips'],
  floats: FloatSource,
): { stops: number[]; window: Window } {
  const stops: number[] = []
  const window: Window = []
  for (const strip of strips) {
    const stop = pickIndex(floats.next(), strip.length)
    const n = strip.length
    stops.push(stop)
    window.push([strip[stop], strip[(stop + 1) % n], strip[(stop + 2) % n]])
  }
  return { stops, window }
}

/** The pay of one line's five symbols, left to right: the better of the wild run and the symbol run. */
export function lineWin(
  game: Pick<LineGame, 'paytable' | 'wild'>,
  symbols: readonly string[],
): LineWin | null {
  const { paytable, wild } = game
  let wilds = 0
  while (wilds < symbols.length && symbols[wilds] === wild) wilds++
  let best: LineWin | null = null
  if (wilds >= 3 && paytable[wild])
    best = { line: -1, symbol: wild, count: wilds, pay: paytable[wild][wilds - 3] }
  const symbol = symbols[wilds]
  if (symbol !== undefined && paytable[symbol]) {
    let count = wilds
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === wild)) count++
    if (count >= 3) {
      const pay = paytable[symbol][count - 3]
      if (!best || pay > best.pay) best = { line: -1, symbol, count, pay }
    }
  }
  return best
}

/** Every paying line of a window (allocation-light: the RTP tests run it millions of times). */
export function windowWins(game: Pick<LineGame, 'paytable' | 'wild'>, window: Window): LineWin[] {
  const wins: LineWin[] = []
  const symbols: string[] = new Array(REELS)
  for (let line = 0; line < LINES; line++) {
    const rows = PAYLINES[line]
    for (let reel = 0; reel < REELS; reel++) symbols[reel] = window[reel][rows[reel]]
    // Most lines pay nothing: only a wild or a repeated first symbol can start a win.
    const first = symbols[0] === game.wild ? symbols[1] : symbols[0]
    if (symbols[1] !== first && symbols[1] !== game.wild) continue
    const win = lineWin(game, symbols)
    if (win) {
      win.line = line
      wins.push(win)
    }
  }
  return wins
}

/** How many reels show `symbol` somewhere in the window. */
export const reelsShowing = (window: Window, symbol: string): number =>
  window.filter((column) => column.includes(symbol)).length

/** Each symbol's share of a strip (its probability on any one row). */
export function stripShares(strip: readonly string[]): Map<string, number> {
  const shares = new Map<string, number>()
  for (const symbol of strip) shares.set(symbol, (shares.get(symbol) ?? 0) + 1 / strip.length)
  return shares
}

/**
 * The exact expected pay of one line, in line bets, which is also the line game's RTP (the total
 * bet is LINES line bets over LINES lines). Each row of a reel shows a symbol with its strip share
 * and the reels stop independently, so enumerating the symbol on each of the five reels, weighted
 * by those shares, is exact, with the very `lineWin` the spins use.
 */
export function exactLineRtp(game: LineGame): number {
  const shares = game.strips.map((strip) => [...stripShares(strip)])
  let expected = 0
  const symbols: string[] = []
  const walk = (reel: number, probability: number) => {
    if (reel === REELS) {
      expected += probability * (lineWin(game, symbols)?.pay ?? 0)
      return
    }
    for (const [symbol, share] of shares[reel]) {
      symbols[reel] = symbol
      walk(reel + 1, probability * share)
    }
  }
  walk(0, 1)
  return expected
}

/**
 * The probability that a spin shows `symbol` on exactly k reels (k = 0..5), exactly, for strips
 * where two of those symbols are always at least ROWS positions apart (so a window holds at most
 * one per reel; `scatterSpacingOk` checks it).
 */
export function reelsShowingDistribution(strips: LineGame['strips'], symbol: string): number[] {
  let distribution = [1]
  for (const strip of strips) {
    const p = (strip.filter((s) => s === symbol).length * ROWS) / strip.length
    const next = new Array(distribution.length + 1).fill(0)
    distribution.forEach((q, k) => {
      next[k] += q * (1 - p)
      next[k + 1] += q * p
    })
    distribution = next
  }
  return distribution
}

/** Whether every two `symbol`s on each strip are at least ROWS apart (circularly). */
export function scatterSpacingOk(strips: LineGame['strips'], symbol: string): boolean {
  return strips.every((strip) => {
    const at = strip.flatMap((s, i) => (s === symbol ? [i] : []))
    return at.every((i, n) => {
      const next = at[(n + 1) % at.length]
      const gap = (next - i + strip.length) % strip.length || strip.length
      return gap >= ROWS
    })
  })
}

/**
 * A strip holding each symbol `counts[symbol]` times, spread evenly (smooth weighted round-robin:
 * deterministic, so the published counts are the published strip), turned by `turn` positions so
 * that the five reels do not line up.
 */
export function spreadStrip(counts: Readonly<Record<string, number>>, turn = 0): string[] {
  const entries = Object.entries(counts)
  const total = entries.reduce((sum, [, n]) => sum + n, 0)
  const credit = entries.map(() => 0)
  const strip: string[] = []
  for (let i = 0; i < total; i++) {
    let best = 0
    entries.forEach(([, n], k) => {
      credit[k] += n
      if (credit[k] > credit[best]) best = k
    })
    credit[best] -= total
    strip.push(entries[best][0])
  }
  return strip.map((_, i) => strip[(i + turn) % total])
}
