import { yeekeeNumbers } from '../../../src/contract/lotto-rules'
import type { YeekeeBoard, YeekeeRound, YeekeeShot } from '../../../src/contract/yeekee'
import { NOW, round } from './fixtures'

const iso = (ms: number) => new Date(ms).toISOString()

/** Round 71's secret seed and its commitment (hex SHA-256 of the seed's text). */
export const SEED = '5f2c9a41d7e3b8a06c1f4e92b7d05a38c6e1f94a2b7d3c08e5f1a9b4c7d2e603'
export const SEED_HASH = '97a044961c7dd856a1e016851907be06c05a10ca30121922e1eb4476a15eaf2a'

/** A Yeekee round: betting closes in 5 minutes, shooting 2 minutes later. */
export const yeekeeRound = (overrides: Partial<YeekeeRound> = {}): YeekeeRound => ({
  ...round({
    id: 71,
    category_id: 7,
    category_code: 'yeekee',
    category_name: 'ยี่กี',
    market: 'yeekee',
    title: 'ยี่กี รอบที่ 33 (1 ธ.ค. 69)',
    seq: 33,
    close_at: iso(NOW + 5 * 60_000),
    draw_at: iso(NOW + 7 * 60_000),
  }),
  shoot_close_at: iso(NOW + 7 * 60_000),
  shot_count: 0,
  shot_sum: '0',
  shooter_count: 0,
  seed_hash: SEED_HASH,
  ...overrides,
})

export const shot = (id: number, number: string, overrides: Partial<YeekeeShot> = {}): YeekeeShot => ({
  id,
  round_id: 71,
  number,
  username: `08****${String(1000 + id).slice(-4)}`,
  shot_at: iso(NOW - 60_000 + id * 1000),
  mine: false,
  ...overrides,
})

/**
 * docs/lottery.md's example as 30 shots (ids 1-30, newest first): the sum is 2,543,565 and the shot at
 * position 16 (id 15) is 34529; round 71's seed adds 38,078, so the result is 2,547,114 → 3 ตัวบน
 * 114, 2 ตัวล่าง 47.
 */
export function exampleShots(): YeekeeShot[] {
  const numbers = Array.from({ length: 30 }, (_, i): number => (i === 14 ? 34_529 : 0))
  let rest = 2_543_565 - 34_529
  for (let i = 0; i < 30 && rest > 0; i++) {
    if (i === 14) continue
    numbers[i] = Math.min(99_999, rest)
    rest -= numbers[i] as number
  }
  return numbers.map((n, i) => shot(i + 1, String(n).padStart(5, '0'))).reverse()
}

export function boardOf(
  shots: YeekeeShot[],
  overrides: Partial<YeekeeRound> = {},
  result: YeekeeBoard['result'] = null,
): YeekeeBoard {
  const sum = shots.reduce((s, x) => s + BigInt(x.number), 0n)
  return {
    round: yeekeeRound({
      shot_count: shots.length,
      shot_sum: sum.toString(),
      shooter_count: new Set(shots.map((s) => s.username)).size,
      ...overrides,
    }),
    shots,
    result,
    server_time: iso(NOW),
  }
}

/** A resulted board of the example, with the server's arithmetic. */
export function resultedBoard(): YeekeeBoard {
  const shots = exampleShots()
  return boardOf(
    shots,
    {
      status: 'resulted',
      close_at: iso(NOW - 10 * 60_000),
      draw_at: iso(NOW - 8 * 60_000),
      shoot_close_at: iso(NOW - 8 * 60_000),
    },
    {
      sum: '2543565',
      shot16: '34529',
      shot16_id: 15,
      seed: SEED,
      seed_number: '38078',
      value: '2547114',
      numbers: yeekeeNumbers(2_547_114n),
    },
  )
}

/**
 * The example resulted with the operator's bonus: position 1 (shot 30) paid ฿1,000, position 16
 * (shot 15) decided but not paid (that shooter had no bill in the round).
 */
export function bonusBoard(): YeekeeBoard {
  return {
    ...resultedBoard(),
    bonus: [
      { position: 1, shot_id: 30, username: '08****1030', amount: 1000, paid: true },
      { position: 16, shot_id: 15, username: '08****1015', amount: 500.5, paid: false },
    ],
  }
}
