import { describe, expect, it } from 'vitest'
import {
  allOutcomes,
  HILO_BETS,
  hiloBet,
  hiloExactEdge,
  hiloPayoutSatang,
  rollDice,
} from '../../../games/rules/hilo'
import { fairFloats } from '../../../src/contract/fair'

describe('hi-lo rules', () => {
  it('prints on its table exactly the house edge each bet has over the 216 outcomes', () => {
    expect(allOutcomes()).toHaveLength(216)
    for (const bet of HILO_BETS) {
      expect({ id: bet.id, edge: hiloExactEdge(bet).percent.toFixed(2) }).toEqual({
        id: bet.id,
        edge: bet.edge,
      })
    }
  })

  it('has the known exact edges (high/low 6/216, singles 17/216, any triple 30/216)', () => {
    const numerator = (id: string) => hiloExactEdge(hiloBet(id)!).numerator
    expect([numerator('high'), numerator('low')]).toEqual([6, 6])
    expect(numerator('hilo11')).toBe(27)
    expect(numerator('single:4')).toBe(17)
    expect(numerator('double:2')).toBe(40)
    expect(numerator('triple:6')).toBe(35)
    expect(numerator('any_triple')).toBe(30)
    expect(numerator('total:4')).toBe(numerator('total:17'))
    // Every bet keeps an edge for the house; none pays more than it takes.
    expect(HILO_BETS.every((b) => hiloExactEdge(b).numerator > 0)).toBe(true)
  })

  it('has the Thai layout: สูง, ต่ำ, 11 ไฮโล, totals, singles, doubles and triples, with unique ids', () => {
    const labels = HILO_BETS.map((b) => b.label)
    expect(labels).toEqual(
      expect.arrayContaining(['สูง', 'ต่ำ', '11 ไฮโล', 'แต้มรวม 4', 'เต็ง 6', 'เบิ้ล 3-3', 'ตอง 1', 'ตองใดก็ได้']),
    )
    expect(new Set(HILO_BETS.map((b) => b.id)).size).toBe(HILO_BETS.length)
  })

  it('loses high and low on a triple and pays singles by how many dice show the number', () => {
    expect(hiloBet('high')!.returns([4, 4, 4])).toBe(0)
    expect(hiloBet('low')!.returns([3, 3, 3])).toBe(0)
    expect(hiloBet('high')!.returns([5, 5, 1])).toBe(2)
    expect(hiloBet('hilo11')!.returns([5, 5, 1])).toBe(7)
    expect(hiloBet('low')!.returns([5, 5, 1])).toBe(0)
    expect([1, 2, 3].map((n) => hiloBet(`single:${n}`)!.returns([2, 2, 2]))).toEqual([0, 4, 0])
    const bets = [
      { bet: hiloBet('single:5')!, stake: 1_000 },
      { bet: hiloBet('double:5')!, stake: 500 },
      { bet: hiloBet('low')!, stake: 2_000 },
    ]
    // 5-5-1: เต็ง 5 pays 2:1 (3,000 back), เบิ้ล 5 10:1 (5,500 back), ต่ำ loses.
    expect(hiloPayoutSatang(bets, [5, 5, 1])).toBe(8_500)
  })

  it('rolls three dice from the round floats', async () => {
    const dice = rollDice(await fairFloats({ serverSeed: 's', clientSeed: 'c', nonce: 1 }, 3))
    expect(dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true)
    expect(rollDice([0, 0.5, 0.9999999])).toEqual([1, 4, 6])
  })
})
