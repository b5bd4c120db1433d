import { describe, expect, it } from 'vitest'
import { hashServerSeed } from '../../../src/contract/fair'
import type { WheelSpin } from '../../../src/contract/wheel'
import { wheelOutcome } from '../../../src/contract/wheel-outcome'
import { stopAngle, verifySpin } from '../../../src/features/wheel/fairness'

const TABLE = [
  { id: 1, label: '10 พอยท์', weight: 30 },
  { id: 2, label: 'เครดิต 5 บาท', weight: 25 },
  { id: 3, label: '50 พอยท์', weight: 45 },
]

async function spinOf(
  serverSeed: string,
  clientSeed: string,
  override: Partial<WheelSpin> = {},
): Promise<WheelSpin> {
  const { index } = await wheelOutcome(
    serverSeed,
    clientSeed,
    TABLE.map((t) => t.weight),
  )
  return {
    id: 1,
    segment_index: index,
    prize: {
      id: TABLE[index].id,
      label: TABLE[index].label,
      kind: 'points',
      amount: 10,
      weight: TABLE[index].weight,
      color: '#000',
    },
    server_seed: serverSeed,
    seed_hash: await hashServerSeed(serverSeed),
    client_seed: clientSeed,
    nonce: 0,
    table: TABLE,
    cost_points: 100,
    free_spin: false,
    claimed: false,
    spun_at: '2026-11-23T05:00:00.000Z',
    ...override,
  }
}

describe('verifySpin (the fairness view)', () => {
  it('confirms an honest spin: the hash matches and the ticket falls in the paid segment’s range', async () => {
    const spin = await spinOf('a'.repeat(64), 'my-seed')
    const v = await verifySpin(spin)
    expect(v.hashMatches).toBe(true)
    expect(v.indexMatches).toBe(true)
    expect(v.total).toBe(100)
    const range = v.ranges[v.index]
    expect(v.ticket).toBeGreaterThanOrEqual(range.from)
    expect(v.ticket).toBeLessThanOrEqual(range.to)
    expect(v.ranges.map((r) => [r.from, r.to])).toEqual([
      [0, 29],
      [30, 54],
      [55, 99],
    ])
  })

  it('flags a seed that does not match the published hash, and a segment that does not follow', async () => {
    const honest = await spinOf('b'.repeat(64), 'x')
    const swapped = await verifySpin({ ...honest, seed_hash: await hashServerSeed('other') })
    expect(swapped.hashMatches).toBe(false)
    const wrong = await verifySpin({ ...honest, segment_index: (honest.segment_index + 1) % 3 })
    expect(wrong.indexMatches).toBe(false)
  })
})

describe('stopAngle (the wheel stops on the server’s segment)', () => {
  it('brings the middle of segment i under the top pointer, always turning forward', () => {
    for (const n of [3, 8]) {
      for (let i = 0; i < n; i++) {
        const angle = stopAngle(i, n, 725)
        expect(angle).toBeGreaterThan(725)
        const size = 360 / n
        // The segment's middle, turned by `angle`, sits at 0 degrees (12 o'clock).
        expect((((i * size + size / 2 + angle) % 360) + 360) % 360).toBeCloseTo(0, 6)
      }
    }
  })
})
