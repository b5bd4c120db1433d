import { createHmac } from 'node:crypto'
import type { FairRound } from '../../../src/contract/fair'

/**
 * The same floats as `fairFloats` (src/contract/fair.ts), computed synchronously with node:crypto
 * so that million-round simulations take seconds instead of minutes of async Web Crypto calls.
 * Each simulation test checks once that it agrees with `fairFloats`.
 */
export function fastFloats(round: FairRound, count: number): number[] {
  const floats: number[] = []
  for (let cursor = 0; floats.length < count; cursor++) {
    const digest = createHmac('sha256', round.serverSeed)
      .update(`${round.clientSeed}:${round.nonce}:${cursor}`)
      .digest()
    for (let i = 0; i < 4 && floats.length < count; i++) {
      floats.push(Number(digest.readBigUInt64BE(i * 7) >> 12n) / 2 ** 52)
    }
  }
  return floats
}
