import { hashServerSeed } from '../../contract/fair'
import type { WheelSpin } from '../../contract/wheel'
import { wheelOutcome } from '../../contract/wheel-outcome'

export interface Verification {
  /** sha256 of the revealed seed, computed here. */
  hash: string
  hashMatches: boolean
  float: number
  total: number
  /** Each segment's range of `floor(float × total)`, in table order. */
  ranges: { label: string; weight: number; from: number; to: number }[]
  /** floor(float × total): the ticket that picks the segment. */
  ticket: number
  index: number
  indexMatches: boolean
}

/** Recomputes a spin in the browser from its revealed seed and the published table (fair.ts). */
export async function verifySpin(spin: WheelSpin): Promise<Verification> {
  const weights = spin.table.map((t) => t.weight)
  const hash = await hashServerSeed(spin.server_seed)
  const { float, index } = await wheelOutcome(spin.server_seed, spin.client_seed, weights)
  const total = weights.reduce((a, b) => a + b, 0)
  let from = 0
  const ranges = spin.table.map((t) => {
    const range = { label: t.label, weight: t.weight, from, to: from + t.weight - 1 }
    from += t.weight
    return range
  })
  return {
    hash,
    hashMatches: hash === spin.seed_hash,
    float,
    total,
    ranges,
    ticket: Math.floor(float * total),
    index,
    indexMatches: index === spin.segment_index,
  }
}

/** The angle (degrees, clockwise) that brings segment `index` of `count` under the top pointer. */
export function stopAngle(index: number, count: number, previous: number, turns = 5): number {
  const size = 360 / count
  const target = 360 - (index * size + size / 2)
  const base = previous - (previous % 360)
  return base + turns * 360 + target
}
