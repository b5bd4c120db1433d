import type { FloatSource } from '../../../games/rules/floats'

/**
 * A fast seeded generator (sfc32) for the RTP simulations: millions of rounds of the games' own
 * outcome rules in seconds. Never used by the server, which draws the provably fair floats.
 */
export function fastFloats(seed: number): FloatSource {
  let a = 0x9e3779b9
  let b = 0x243f6a88
  let c = 0xb7e15162
  let d = seed >>> 0
  const next32 = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  for (let i = 0; i < 15; i++) next32()
  // 53 bits from two draws, like Math.random's precision.
  return { next: () => ((next32() >>> 5) * 67108864 + (next32() >>> 6)) / 9007199254740992 }
}
