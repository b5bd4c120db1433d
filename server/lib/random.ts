import { randomBytes, randomInt } from 'node:crypto'

/** Randomness comes from here (crypto by default) so tests can make it deterministic. */
export interface RandomSource {
  bytes(size: number): Buffer
  /** Integer in [min, max). */
  int(min: number, max: number): number
}

export const cryptoRandom: RandomSource = {
  bytes: (size) => randomBytes(size),
  int: (min, max) => randomInt(min, max),
}
