import { describe, expect, it } from 'vitest'
import {
  groupDigits,
  mergeShots,
  randomShotNumber,
  recomputeYeekee,
  shotsCsv,
  yeekeePhase,
} from '../../../src/features/lotto/yeekee'
import { NOW } from './fixtures'
import { exampleShots, resultedBoard, shot, yeekeeRound } from './yeekee-fixtures'

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

  it("recomputes lottery.md's example: 2,543,565 − 34,529 = 2,509,036 → 036, 36, 09, matching the server", () => {
    const board = resultedBoard()
    const check = recomputeYeekee(board.shots, board.result)
    expect(check.sum).toBe(2_543_565n)
    expect(check.shot16?.number).toBe('34529')
    expect(check.value).toBe(2_509_036n)
    expect(check.numbers).toMatchObject({ top3: '036', top2: '36', bottom2: '09' })
    expect(check.matches).toBe(true)
    // order comes from the ids, not from the order the shots are listed in
    expect(recomputeYeekee([...board.shots].reverse(), board.result).matches).toBe(true)
  })

  it('says when the server’s result differs from the shots', () => {
    const board = resultedBoard()
    const server = board.result
    if (!server) throw new Error('no result')
    expect(
      recomputeYeekee(board.shots, { ...server, numbers: { ...server.numbers, top3: '037' } }).matches,
    ).toBe(false)
    expect(recomputeYeekee(board.shots, { ...server, shot16_id: 16 }).matches).toBe(false)
    // a shot left out of the board changes everything
    expect(recomputeYeekee(board.shots.slice(1), server).matches).toBe(false)
    expect(recomputeYeekee(exampleShots().slice(0, 19), server).value).toBeNull()
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

  it('draws 5-digit random shots and groups digits', () => {
    for (let i = 0; i < 50; i++) expect(randomShotNumber()).toMatch(/^\d{5}$/)
    expect(groupDigits('2543565')).toBe('2,543,565')
    expect(groupDigits(-1234n)).toBe('-1,234')
    expect(groupDigits('999')).toBe('999')
  })
})
