/**
 * Fish shooting outcome rules. Each shot costs the chosen bet and hits one fish; a fish with
 * multiplier `m` is caught with probability RTP / m and then pays bet × m, so every shot returns the
 * RTP on average whatever the member aims at (bigger fish take more shots, not worse odds).
 * Pure and TypeBox-free: the server decides shots with it, the page draws the fish from the same
 * table and re-checks a batch in the fairness panel.
 */
import type { FloatSource } from './floats'
import type { RoundRule } from './rule'
import { BAD_SHOTS, BAD_STAKE } from './tables'

/** The stated return to player of every shot. */
export const FISH_RTP = 0.96

export interface FishType {
  code: string
  name: string
  multiplier: number
  /** How often it swims in, relative to the others (the page's spawn weights). */
  spawnWeight: number
  /** Drawn size in canvas pixels and speed in pixels per second (the page only). */
  size: number
  speed: number
  color: string
}

export const FISH_TYPES: readonly FishType[] = [
  { code: 'clown', name: 'ปลาการ์ตูน', multiplier: 2, spawnWeight: 30, size: 26, speed: 70, color: '#ff8a3d' },
  { code: 'puffer', name: 'ปลาปักเป้า', multiplier: 3, spawnWeight: 25, size: 30, speed: 60, color: '#ffd23f' },
  { code: 'turtle', name: 'เต่าทะเล', multiplier: 5, spawnWeight: 18, size: 38, speed: 45, color: '#3bb273' },
  {
    code: 'lantern',
    name: 'ปลาตะเกียง',
    multiplier: 8,
    spawnWeight: 12,
    size: 40,
    speed: 55,
    color: '#7bdff2',
  },
  { code: 'squid', name: 'ปลาหมึก', multiplier: 10, spawnWeight: 6, size: 44, speed: 50, color: '#e15a97' },
  { code: 'ray', name: 'ปลากระเบน', multiplier: 15, spawnWeight: 4, size: 54, speed: 40, color: '#8e7dbe' },
  { code: 'shark', name: 'ฉลาม', multiplier: 25, spawnWeight: 3, size: 68, speed: 38, color: '#6c8ead' },
  { code: 'whale', name: 'วาฬ', multiplier: 50, spawnWeight: 1.5, size: 90, speed: 25, color: '#2e86ab' },
  {
    code: 'dragon',
    name: 'มังกรทอง',
    multiplier: 100,
    spawnWeight: 0.5,
    size: 100,
    speed: 30,
    color: '#f4b400',
  },
]

const BY_CODE = new Map(FISH_TYPES.map((f) => [f.code, f]))
export const fishType = (code: string): FishType | undefined => BY_CODE.get(code)

/** Bets per shot, in baht. */
export const FISH_BET_STEPS = [1, 2, 5, 10, 20, 50, 100] as const
/** Most shots one batch (one round, one wallet bet and one win) may carry. */
export const MAX_SHOTS_PER_BATCH = 100

/** Whether a shot at this fish catches it, from the shot's float in [0, 1). */
export const shotCatches = (float: number, fish: FishType): boolean => float < FISH_RTP / fish.multiplier

export interface Shot {
  fish: string
  /** Stake of the shot in satang. */
  stake: number
}

export interface ShotResult extends Shot {
  caught: boolean
  /** Satang paid for this shot (stake × multiplier when caught). */
  win: number
}

/**
 * A batch's results: shot i is decided by the round's float i. Unknown fish codes are refused by the
 * caller before a round exists; here they throw.
 */
export function resolveShots(shots: readonly Shot[], floats: readonly number[]): ShotResult[] {
  if (floats.length < shots.length) throw new Error('one float per shot')
  return shots.map((shot, i) => {
    const fish = fishType(shot.fish)
    if (!fish) throw new Error(`unknown fish ${shot.fish}`)
    const caught = shotCatches(floats[i], fish)
    return { ...shot, caught, win: caught ? shot.stake * fish.multiplier : 0 }
  })
}

export const batchStake = (shots: readonly Shot[]): number => shots.reduce((sum, s) => sum + s.stake, 0)
export const batchWin = (results: readonly ShotResult[]): number => results.reduce((sum, r) => sum + r.win, 0)

export interface FishInput {
  /** The batch: each shot's target and bet in baht (one of FISH_BET_STEPS). */
  shots: { fish: string; bet: number }[]
}

const toShots = (input: FishInput): Shot[] =>
  input.shots.map((s) => ({ fish: s.fish, stake: Math.round(s.bet * 100) }))

export const fishRule: RoundRule<FishInput, ShotResult[]> = {
  code: 'fish',
  check: (input) => {
    if (input.shots.length === 0 || input.shots.length > MAX_SHOTS_PER_BATCH) return BAD_SHOTS
    const ok = input.shots.every(
      (s) => fishType(s.fish) !== undefined && (FISH_BET_STEPS as readonly number[]).includes(s.bet),
    )
    return ok ? null : BAD_STAKE
  },
  floats: (input) => input.shots.length,
  outcome: (floats: FloatSource, input) =>
    resolveShots(
      toShots(input),
      input.shots.map(() => floats.next()),
    ),
  stakeSatang: (input) => batchStake(toShots(input)),
  winSatang: (_input, results) => batchWin(results),
}
