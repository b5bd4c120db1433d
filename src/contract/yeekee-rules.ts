import { fairFloats, pickIndex } from './fair'
import { type DrawNumbers, yeekeeNumbers } from './lotto-rules'

/**
 * Yeekee's result rule, shared by the server (which draws it) and the site (whose board lets any
 * member recompute it). TypeBox-free: pages import values from here.
 *
 * The classic rule (the sum of every shot minus the shot at position 16, newest first) alone can be
 * aimed: the shots and the sum are public while shooting is open, so whoever shoots last can pick
 * the result. So every round also has a secret seed, whose SHA-256 (`fair.ts` `hashServerSeed`) is
 * published when the round is created, long before shooting opens; the seed is revealed once
 * shooting has closed. The result adds a number drawn from the seed (0-99999, the fair mechanism of
 * `fair.ts` with client seed `yeekee:<round id>`):
 *
 *   value = sum of all shots − shot at position 16 + seed number
 *
 * Nobody who sees only the shots can predict the last five digits (they are uniform whatever the
 * shots are), and the house cannot change the seed after seeing the shots: anyone can hash the
 * revealed seed and compare it with the commitment the board showed before.
 */

/** A round with fewer distinct members shooting than this is void (every bill refunded). */
export const YEEKEE_MIN_SHOOTERS = 20
/** The result subtracts the shot at this position, counted from the newest. */
export const YEEKEE_SUBTRACTED_POSITION = 16
/** The seed number is in [0, YEEKEE_SEED_RANGE): one more 5-digit number. */
export const YEEKEE_SEED_RANGE = 100_000

/** The client seed of a round's fair draw: fixed by the round, so the seed alone decides it. */
export const yeekeeClientSeed = (roundId: number) => `yeekee:${roundId}`

/** The number a round's seed adds to the result (0-99999). */
export async function yeekeeSeedNumber(seed: string, roundId: number): Promise<bigint> {
  const [float] = await fairFloats({ serverSeed: seed, clientSeed: yeekeeClientSeed(roundId), nonce: 0 }, 1)
  return BigInt(pickIndex(float, YEEKEE_SEED_RANGE))
}

export interface YeekeeOutcome {
  sum: bigint
  shot16: bigint
  seedNumber: bigint
  value: bigint
  numbers: DrawNumbers
}

/**
 * A round's result from the sum of its shots, the shot at position 16 and its seed (null only for
 * rounds resulted before seeds existed: their value is the classic sum − shot 16).
 */
export async function yeekeeOutcome(
  roundId: number,
  sum: bigint,
  shot16: bigint,
  seed: string | null,
): Promise<YeekeeOutcome> {
  const seedNumber = seed === null ? 0n : await yeekeeSeedNumber(seed, roundId)
  const value = sum - shot16 + seedNumber
  return { sum, shot16, seedNumber, value, numbers: yeekeeNumbers(value) }
}

/** 5 digits, as shots and the seed number are shown ('00042'). */
export const fiveDigits = (n: number | bigint) => String(n).padStart(5, '0')
