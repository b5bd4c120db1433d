import { describe, expect, it } from 'vitest'
import {
  mergeShots,
  randomShotNumber,
  recomputeYeekee,
  shotsCsv,
  yeekeePhase,
} from '../../../src/features/lotto/yeekee'
import { NOW } from './fixtures'
import { exampleShots, resultedBoard, SEED_HASH, shot, yeekeeRound } from './yeekee-fixtures'

describe('Yeekee rules on the site', () => {
  it('merges shots by id, newest first, once each; mine stays marked', () => {
    const current = [shot(3, '00003'), shot(1, '00001', { mine: true })]
    const merged = mergeShots(current, [
      shot(2, '00002'),
      shot(3, '00003'),
      shot(4, '00004'),
      shot(1, '00001'),
    ])
    expect(merged.map((s) => s.id)).toEqual([4, 3, 2, 1])
    expect(merged.find((s) => s.id === 1)?.mine).toBe(true)
    // the member's own reply marks a shot first seen from the live stream
    expect(mergeShots(merged, [shot(4, '00004', { mine: true })]).find((s) => s.id === 4)?.mine).toBe(true)
    // nothing new: the same array (no re-render)
    expect(mergeShots(merged, [shot(2, '00002')])).toBe(merged)
  })

  it("recomputes docs/lottery.md's example with the seed: 2,543,565 − 34,529 + 38,078 = 2,547,114 → 114, 14, 47, matching the server", async () => {
    const board = resultedBoard()
    const server = board.result
    if (!server) throw new Error('no result')
    const check = await recomputeYeekee(71, board.shots, server, SEED_HASH)
    expect(check.sum).toBe(2_543_565n)
    expect(check.shot16?.number).toBe('34529')
    expect(check.seedOk).toBe(true)
    expect(check.seedNumber).toBe(38_078n)
    expect(check.value).toBe(2_547_114n)
    expect(check.numbers).toMatchObject({ top3: '114', top2: '14', bottom2: '47' })
    expect(check.matches).toBe(true)
    // order comes from the ids, not from the order the shots are listed in
    expect((await recomputeYeekee(71, [...board.shots].reverse(), server, SEED_HASH)).matches).toBe(true)
  })

  it('says when the server’s result differs from the shots or the seed from its commitment', async () => {
    const board = resultedBoard()
    const server = board.result
    if (!server) throw new Error('no result')
    const check = (s: typeof server, shots = board.shots, commitment: string | null = SEED_HASH) =>
      recomputeYeekee(71, shots, s, commitment)
    expect((await check({ ...server, numbers: { ...server.numbers, top3: '115' } })).matches).toBe(false)
    expect((await check({ ...server, shot16_id: 16 })).matches).toBe(false)
    expect((await check({ ...server, seed_number: '38079' })).matches).toBe(false)
    // a shot left out of the board changes everything
    expect((await check(server, board.shots.slice(1))).matches).toBe(false)
    expect((await check(server, exampleShots().slice(0, 15))).value).toBeNull()
    // a seed that does not hash to the commitment the page saw fails, whatever the figures
    const swapped = await check(server, board.shots, 'f'.repeat(64))
    expect([swapped.seedOk, swapped.matches]).toEqual([false, false])
    // another round's draw from the same seed is another number
    expect((await recomputeYeekee(72, board.shots, server, SEED_HASH)).matches).toBe(false)
  })

  it('reads a round from before seeds as sum − position 16', async () => {
    const board = resultedBoard()
    const server = board.result
    if (!server) throw new Error('no result')
    const legacy = {
      ...server,
      seed: null,
      seed_number: '00000',
      value: '2509036',
      numbers: { ...server.numbers, top3: '036', top2: '36', bottom2: '09' },
    }
    const check = await recomputeYeekee(71, board.shots, legacy, null)
    expect([check.seedOk, check.value, check.matches]).toEqual([null, 2_509_036n, true])
  })

  it('knows the phase on the server clock: shooting opens 15 minutes before close, closes at shoot_close_at', () => {
    const round = yeekeeRound()
    expect(yeekeePhase(round, NOW - 11 * 60_000)).toBe('waiting')
    expect(yeekeePhase(round, NOW)).toBe('betting')
    expect(yeekeePhase(round, NOW + 6 * 60_000)).toBe('shooting')
    expect(yeekeePhase(round, NOW + 7 * 60_000)).toBe('drawing')
    expect(yeekeePhase({ ...round, status: 'resulted' }, NOW)).toBe('resulted')
    expect(yeekeePhase({ ...round, status: 'void' }, NOW)).toBe('void')
  })

  it('writes the CSV newest first with positions', () => {
    const csv = shotsCsv([shot(1, '00001'), shot(2, '54321', { username: '08****1002' })]).split('\n')
    expect(csv[0]).toBe('position,id,time,user,number')
    expect(csv[1]).toBe(`1,2,${shot(2, '').shot_at},08****1002,54321`)
    expect(csv[2]?.startsWith('2,1,')).toBe(true)
  })

  it('draws 5-digit random shots', () => {
    for (let i = 0; i < 50; i++) expect(randomShotNumber()).toMatch(/^\d{5}$/)
  })
})
