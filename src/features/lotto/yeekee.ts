import { seedMatches } from '../../contract/fair'
import type { DrawNumbers } from '../../contract/lotto-rules'
import type { YeekeeArithmetic, YeekeeShot } from '../../contract/yeekee'
import { YEEKEE_SUBTRACTED_POSITION, yeekeeOutcome } from '../../contract/yeekee-rules'

/**
 * Yeekee's pure rules as the site needs them: merging shots from the board and the live stream, the
 * round's phase on the server's clock, the member's own recomputation of a result from the published
 * shots and the revealed seed (with the shared rule of `contract/yeekee-rules.ts`, as the server),
 * and the CSV of the shots.
 */

/** Shooting opens this long before betting closes (one round's length). */
export const YEEKEE_SHOOT_OPENS_BEFORE_MS = 15 * 60_000

/**
 * Shots merged by id, newest (largest id) first; a shot seen twice is kept once, and `mine` stays
 * true if either copy says so (the live stream does not know whose shot it is).
 */
export function mergeShots(current: readonly YeekeeShot[], incoming: readonly YeekeeShot[]): YeekeeShot[] {
  const byId = new Map<number, YeekeeShot>()
  for (const shot of current) byId.set(shot.id, shot)
  let changed = false
  for (const shot of incoming) {
    const known = byId.get(shot.id)
    if (known && (known.mine || !shot.mine)) continue
    byId.set(shot.id, known ? { ...known, mine: true } : shot)
    changed = true
  }
  if (!changed) return current as YeekeeShot[]
  return [...byId.values()].sort((a, b) => b.id - a.id)
}

/** Where a round stands on the server's clock. */
export type YeekeePhase = 'waiting' | 'betting' | 'shooting' | 'drawing' | 'resulted' | 'void'

export function yeekeePhase(
  round: { status: string; close_at: string; shoot_close_at: string },
  now: number,
): YeekeePhase {
  if (round.status === 'resulted') return 'resulted'
  if (round.status === 'void') return 'void'
  const close = Date.parse(round.close_at)
  if (now < close - YEEKEE_SHOOT_OPENS_BEFORE_MS) return 'waiting'
  if (now < close) return 'betting'
  if (now < Date.parse(round.shoot_close_at)) return 'shooting'
  return 'drawing'
}

/** Shooting is open in these phases (the server decides by its own clock). */
export const canShoot = (phase: YeekeePhase) => phase === 'betting' || phase === 'shooting'

/** Sum of the shots' numbers (exact, as a bigint). */
export const sumShots = (shots: readonly { number: string }[]): bigint =>
  shots.reduce((sum, s) => sum + BigInt(s.number), 0n)

export interface YeekeeCheck {
  sum: bigint
  /** The shot at position 16 (newest first), or null with fewer than 16 shots. */
  shot16: YeekeeShot | null
  /** The number drawn from the revealed seed (0 for a round from before seeds). */
  seedNumber: bigint | null
  value: bigint | null
  numbers: DrawNumbers | null
  /** Whether the revealed seed hashes to the commitment (null: a round from before seeds). */
  seedOk: boolean | null
  /** Whether the seed checks out and every figure equals the server's. */
  matches: boolean
}

/**
 * The result recomputed from every published shot (any order) and the revealed seed: the seed must
 * hash to `commitment` (the hash this page saw before shooting closed, when it did), then the sum
 * minus the shot at position 16 plus the seed's number, and the numbers read from it, by the same
 * rule as the server.
 */
export async function recomputeYeekee(
  roundId: number,
  shots: readonly YeekeeShot[],
  server: YeekeeArithmetic,
  commitment: string | null,
): Promise<YeekeeCheck> {
  const ordered = [...shots].sort((a, b) => b.id - a.id)
  const sum = sumShots(ordered)
  const shot16 = ordered[YEEKEE_SUBTRACTED_POSITION - 1] ?? null
  const seedOk =
    server.seed === null ? null : commitment !== null && (await seedMatches(server.seed, commitment))
  if (!shot16 || seedOk === false)
    return { sum, shot16, seedNumber: null, value: null, numbers: null, seedOk, matches: false }
  const outcome = await yeekeeOutcome(roundId, sum, BigInt(shot16.number), server.seed)
  const { numbers, value } = outcome
  const matches =
    server.sum === sum.toString() &&
    server.shot16 === shot16.number &&
    server.shot16_id === shot16.id &&
    BigInt(server.seed_number) === outcome.seedNumber &&
    server.value === value.toString() &&
    server.numbers.top3 === numbers.top3 &&
    server.numbers.top2 === numbers.top2 &&
    server.numbers.bottom2 === numbers.bottom2
  return { sum, shot16, seedNumber: outcome.seedNumber, value, numbers, seedOk, matches }
}

/** A random shot, 00000-99999 (the browser's crypto). */
export function randomShotNumber(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1))
  return String(n % 100_000).padStart(5, '0')
}

/** The CSV of the shots (newest first): position, id, time (server, ISO), masked user, number. */
export function shotsCsv(shots: readonly YeekeeShot[]): string {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)
  const ordered = [...shots].sort((a, b) => b.id - a.id)
  const rows = ordered.map((s, i) =>
    [String(i + 1), String(s.id), s.shot_at, quote(s.username), s.number].join(','),
  )
  return `${['position', 'id', 'time', 'user', 'number'].join(',')}\n${rows.join('\n')}\n`
}
