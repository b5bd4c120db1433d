/**
 * Virtual football rules: teams with strengths, goals from a Poisson model, 1X2 and over/under 2.5
 * odds from the same model with a stated margin, and the match itself (score and goal minutes)
 * from the match's provably fair floats. Pure and TypeBox-free: the server prices, schedules and
 * settles with it; the page shows the live score and replays a finished match in the fairness panel.
 */
import { pickIndex } from '../../src/contract/fair'

export interface Team {
  code: string
  name: string
  /** Goals scored relative to an average side (1 = average). */
  attack: number
  /** Goals let in relative to an average side (below 1 = a tight defence). */
  defence: number
}

export const TEAMS: readonly Team[] = [
  { code: 'elephants', name: 'ช้างศึก', attack: 1.35, defence: 0.8 },
  { code: 'tigers', name: 'เสือเหลือง', attack: 1.25, defence: 0.85 },
  { code: 'lions', name: 'สิงห์ทอง', attack: 1.2, defence: 0.9 },
  { code: 'eagles', name: 'อินทรีเหล็ก', attack: 1.1, defence: 0.95 },
  { code: 'cobras', name: 'จงอางศึก', attack: 1.05, defence: 1.0 },
  { code: 'sharks', name: 'ฉลามชล', attack: 1.0, defence: 1.0 },
  { code: 'buffaloes', name: 'ควายธนู', attack: 0.95, defence: 1.05 },
  { code: 'dragons', name: 'มังกรไฟ', attack: 0.9, defence: 1.05 },
  { code: 'crocodiles', name: 'จระเข้ทอง', attack: 0.85, defence: 1.1 },
  { code: 'hornbills', name: 'นกเงือก', attack: 0.8, defence: 1.15 },
  { code: 'monkeys', name: 'วานรสยาม', attack: 0.75, defence: 1.2 },
  { code: 'turtles', name: 'เต่ายักษ์', attack: 0.7, defence: 1.25 },
]

const BY_CODE = new Map(TEAMS.map((t) => [t.code, t]))
export const team = (code: string): Team | undefined => BY_CODE.get(code)

/** Goals an average side scores per match, and the home side's edge. */
export const BASE_GOALS = 1.3
export const HOME_ADVANTAGE = 1.1
/** The stated bookmaker margin: the implied probabilities of each market add up to 1 + MARGIN. */
export const MARGIN = 0.06
/** A side's goals are capped here; the model puts the tail's mass on the cap, like the sampler. */
export const MAX_GOALS = 12

export const MATCH_MINUTES = 90
/** Real seconds a match runs (one match minute a second); the server's FOOTBALL_MATCH_SECONDS. */
export const MATCH_SECONDS = 90
/** A new kick-off every this many seconds; bets close at kick-off (FOOTBALL_INTERVAL_SECONDS). */
export const MATCH_INTERVAL_SECONDS = 180
/** Floats a match needs: one per side's goals, one per goal's minute (at most MAX_GOALS a side). */
export const MATCH_FLOATS = 2 + 2 * MAX_GOALS

export const expectedGoals = (home: Team, away: Team): { home: number; away: number } => ({
  home: BASE_GOALS * home.attack * away.defence * HOME_ADVANTAGE,
  away: BASE_GOALS * away.attack * home.defence,
})

/** P(X = k) for k = 0..MAX_GOALS of a Poisson(lambda), with P(X >= MAX_GOALS) on the last. */
export function goalDistribution(lambda: number): number[] {
  const pmf: number[] = []
  let p = Math.exp(-lambda)
  let cumulative = 0
  for (let k = 0; k < MAX_GOALS; k++) {
    pmf.push(p)
    cumulative += p
    p = (p * lambda) / (k + 1)
  }
  pmf.push(1 - cumulative)
  return pmf
}

/** The goals a float draws from a distribution (inverse CDF). */
export function sampleGoals(pmf: readonly number[], float: number): number {
  let cumulative = 0
  for (let k = 0; k < pmf.length - 1; k++) {
    cumulative += pmf[k]
    if (float < cumulative) return k
  }
  return pmf.length - 1
}

export const MARKETS = ['1', 'X', '2', 'over', 'under'] as const
export type Market = (typeof MARKETS)[number]
export const MARKET_LABELS: Record<Market, string> = {
  '1': 'เจ้าบ้านชนะ',
  X: 'เสมอ',
  '2': 'ทีมเยือนชนะ',
  over: 'สูงกว่า 2.5',
  under: 'ต่ำกว่า 2.5',
}

/** The model's true probabilities of each selection. */
export function marketProbabilities(home: Team, away: Team): Record<Market, number> {
  const goals = expectedGoals(home, away)
  const h = goalDistribution(goals.home)
  const a = goalDistribution(goals.away)
  let homeWin = 0
  let draw = 0
  let awayWin = 0
  let under = 0
  for (let i = 0; i < h.length; i++) {
    for (let j = 0; j < a.length; j++) {
      const p = h[i] * a[j]
      if (i > j) homeWin += p
      else if (i === j) draw += p
      else awayWin += p
      if (i + j <= 2) under += p
    }
  }
  return { '1': homeWin, X: draw, '2': awayWin, over: 1 - under, under }
}

/** The model's odds: each selection's fair odds shortened in proportion, so each market sums to 1 + MARGIN. */
export function exactOdds(home: Team, away: Team): Record<Market, number> {
  const p = marketProbabilities(home, away)
  const odds = {} as Record<Market, number>
  for (const m of MARKETS) odds[m] = 1 / (p[m] * (1 + MARGIN))
  return odds
}

/**
 * The odds offered and paid, in 0.01 steps: each selection's model odds rounded down or up,
 * whichever combination keeps the market's implied margin closest to the stated one (plain
 * rounding of short odds alone could move it by half a point). At least 1.01.
 */
export function publishedOdds(home: Team, away: Team): Record<Market, number> {
  const exact = exactOdds(home, away)
  const odds = {} as Record<Market, number>
  for (const market of [
    ['1', 'X', '2'],
    ['over', 'under'],
  ] as const) {
    let best: number[] = []
    let bestGap = Number.POSITIVE_INFINITY
    for (let mask = 0; mask < 1 << market.length; mask++) {
      const candidate = market.map((m, i) => {
        const cents = mask & (1 << i) ? Math.ceil(exact[m] * 100 - 1e-9) : Math.floor(exact[m] * 100 + 1e-9)
        return Math.max(101, cents) / 100
      })
      const gap = Math.abs(candidate.reduce((sum, o) => sum + 1 / o, 0) - 1 - MARGIN)
      if (gap < bestGap) {
        bestGap = gap
        best = candidate
      }
    }
    market.forEach((m, i) => {
      odds[m] = best[i]
    })
  }
  return odds
}

/** A market's implied margin: the sum of 1 / odds over its selections, minus 1. */
export const impliedMargin = (odds: Record<Market, number>, market: '1x2' | 'ou'): number =>
  (market === '1x2' ? 1 / odds['1'] + 1 / odds.X + 1 / odds['2'] : 1 / odds.over + 1 / odds.under) - 1

export interface Goal {
  minute: number
  side: 'home' | 'away'
}

export interface MatchResult {
  home: number
  away: number
  /** In minute order (1..90); the home side first when two fall in one minute. */
  goals: Goal[]
}

/** The match a round's floats play: float 0 and 1 the sides' goals, then one float per goal's minute. */
export function playMatch(home: Team, away: Team, floats: readonly number[]): MatchResult {
  if (floats.length < MATCH_FLOATS) throw new Error(`a match needs ${MATCH_FLOATS} floats`)
  const lambdas = expectedGoals(home, away)
  const homeGoals = sampleGoals(goalDistribution(lambdas.home), floats[0])
  const awayGoals = sampleGoals(goalDistribution(lambdas.away), floats[1])
  const goals: Goal[] = []
  for (let i = 0; i < homeGoals; i++)
    goals.push({ minute: 1 + pickIndex(floats[2 + i], MATCH_MINUTES), side: 'home' })
  for (let i = 0; i < awayGoals; i++) {
    goals.push({ minute: 1 + pickIndex(floats[2 + MAX_GOALS + i], MATCH_MINUTES), side: 'away' })
  }
  goals.sort((x, y) => x.minute - y.minute || (x.side === y.side ? 0 : x.side === 'home' ? -1 : 1))
  return { home: homeGoals, away: awayGoals, goals }
}

/** The score shown at a match minute (0 before kick-off, 90 at full time). */
export function scoreAt(result: MatchResult, minute: number): { home: number; away: number } {
  const shown = result.goals.filter((g) => g.minute <= minute)
  return {
    home: shown.filter((g) => g.side === 'home').length,
    away: shown.filter((g) => g.side === 'away').length,
  }
}

/** The match minute at a moment: 0 until kick-off, then evenly up to 90 at full time (`matchSeconds` later). */
export function matchMinute(kickoffMs: number, nowMs: number, matchSeconds = MATCH_SECONDS): number {
  const seconds = (nowMs - kickoffMs) / 1000
  if (seconds <= 0) return 0
  return Math.min(MATCH_MINUTES, Math.floor((seconds / matchSeconds) * MATCH_MINUTES))
}

/** Whether a selection wins on the final score. */
export function selectionWins(market: Market, result: { home: number; away: number }): boolean {
  switch (market) {
    case '1':
      return result.home > result.away
    case 'X':
      return result.home === result.away
    case '2':
      return result.home < result.away
    case 'over':
      return result.home + result.away > 2.5
    case 'under':
      return result.home + result.away < 2.5
  }
}

/** Satang a slip pays: stake × odds (rounded down) when it wins, 0 when it loses. */
export const slipPayout = (stake: number, odds: number, wins: boolean): number =>
  wins ? Math.floor((stake * Math.round(odds * 100)) / 100) : 0
