import { describe, expect, it } from 'vitest'
import {
  BACCARAT_BETS,
  type BaccaratBet,
  bankerDraws,
  betReturn,
  cardLabel,
  cardValue,
  coupFromFloats,
  drawCards,
  payoutSatang,
  playCoup,
  SHOE_SIZE,
} from '../../../games/rules/baccarat'
import { fairFloats } from '../../../src/contract/fair'

/**
 * Exact expectations by enumerating the 8-deck shoe's compositions: every sequence of six card
 * VALUES (0..9; 128 zero-value cards, 32 of each other value) weighted by its probability of being
 * drawn without replacement. Unused trailing cards sum to 1, so each coup is weighted exactly.
 */
function exactMainReturns(): Record<'player' | 'banker' | 'tie', number> & { pTie: number } {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32]
  const rankOfValue = (v: number) => (v === 0 ? 9 : v - 1)
  const seq: number[] = []
  const sums = { player: 0, banker: 0, tie: 0, pTie: 0 }
  const walk = (depth: number, weight: number) => {
    if (depth === 6) {
      const coup = playCoup(seq, rankOfValue)
      sums.player += weight * betReturn('player', coup)
      sums.banker += weight * betReturn('banker', coup)
      sums.tie += weight * betReturn('tie', coup)
      if (coup.winner === 'tie') sums.pTie += weight
      return
    }
    for (let v = 0; v < 10; v++) {
      if (counts[v] === 0) continue
      const w = weight * (counts[v] / (SHOE_SIZE - depth))
      counts[v]--
      seq.push(v)
      walk(depth + 1, w)
      seq.pop()
      counts[v]++
    }
  }
  walk(0, 1)
  return sums
}

/** Pair bets need ranks: enumerate the first four cards' ranks (13 ranks of 32 cards). */
function exactPairReturn(bet: 'player_pair' | 'banker_pair'): number {
  const counts = Array(13).fill(32)
  const seq: number[] = [0, 0, 0, 0, 0, 0]
  let sum = 0
  const walk = (depth: number, weight: number) => {
    if (depth === 4) {
      // Cards 5 and 6 cannot change a pair: fill with any rank (a K each, weight already final).
      seq[4] = 12
      seq[5] = 12
      sum +=
        weight *
        betReturn(
          bet,
          playCoup(seq, (r) => r),
        )
      return
    }
    for (let r = 0; r < 13; r++) {
      const w = weight * (counts[r] / (SHOE_SIZE - depth))
      counts[r]--
      seq[depth] = r
      walk(depth + 1, w)
      counts[r]++
    }
  }
  walk(0, 1)
  return sum
}

const edge = (expectedReturn: number) => (1 - expectedReturn) * 100

describe('baccarat rules', () => {
  it('has the standard 8-deck house edges, computed exactly (Banker 1.06 %, Player 1.24 %, Tie 14.4 %)', () => {
    const returns = exactMainReturns()
    expect(Math.abs(edge(returns.banker) - 1.06)).toBeLessThan(0.05)
    expect(Math.abs(edge(returns.player) - 1.24)).toBeLessThan(0.05)
    expect(Math.abs(edge(returns.tie) - 14.4)).toBeLessThan(0.05)
    // Finer: the published 4-decimal figures of the 8-deck game.
    expect(edge(returns.banker)).toBeCloseTo(1.0579, 3)
    expect(edge(returns.player)).toBeCloseTo(1.2351, 3)
    expect(edge(returns.tie)).toBeCloseTo(14.3596, 3)
    expect(returns.pTie).toBeCloseTo(0.09516, 4)
  }, 60_000)

  it('pays pairs 11:1 with the 8-deck pair edge of 10.36 %', () => {
    expect(edge(exactPairReturn('player_pair'))).toBeCloseTo(10.3614, 3)
    expect(edge(exactPairReturn('banker_pair'))).toBeCloseTo(10.3614, 3)
  })

  it('follows the third-card tableau', () => {
    // Banker on 3 draws unless the Player's third card is an 8; on 6 only against a 6 or 7.
    expect(bankerDraws(3, 8)).toBe(false)
    expect(bankerDraws(3, 9)).toBe(true)
    expect(bankerDraws(6, 6)).toBe(true)
    expect(bankerDraws(6, 5)).toBe(false)
    expect(bankerDraws(5, null)).toBe(true)
    expect(bankerDraws(6, null)).toBe(false)
    // Cards as ranks: P 2+3 = 5 draws a 4 -> 9; B 10+5 = 5 draws on a Player 4: 5 + 3 = 8.
    const coup = playCoup([1, 9, 2, 4, 3, 2], (r) => r)
    expect(coup.player.map((r) => r)).toEqual([1, 2, 3])
    expect(coup.banker).toEqual([9, 4, 2])
    expect([coup.playerTotal, coup.bankerTotal, coup.winner]).toEqual([9, 8, 'player'])
    // A natural (Player 8 + A = 9) stops the coup on two cards each.
    const natural = playCoup([7, 0, 0, 0, 5, 5], (r) => r)
    expect([natural.player.length, natural.banker.length, natural.playerTotal]).toEqual([2, 2, 9])
  })

  it('deals six distinct shoe cards from the floats and settles bets in satang', async () => {
    const floats = await fairFloats({ serverSeed: 'seed', clientSeed: 'member', nonce: 3 }, 6)
    const cards = drawCards(floats)
    expect(new Set(cards).size).toBe(6)
    expect(cards.every((c) => c >= 0 && c < SHOE_SIZE)).toBe(true)
    expect(
      cards.map(cardLabel).every((l) => /^(A|[2-9]|10|J|Q|K) (โพดำ|โพแดง|ข้าวหลามตัด|ดอกจิก)$/.test(l)),
    ).toBe(true)
    const coup = coupFromFloats(floats)
    expect(coup.playerTotal).toBe(coup.player.reduce((s, c) => s + cardValue(c), 0) % 10)
    const tie = { ...coup, winner: 'tie' as const, playerPair: false, bankerPair: false }
    const bets: { bet: BaccaratBet; stake: number }[] = BACCARAT_BETS.map((bet) => ({ bet, stake: 1_000 }))
    // Tie: Player and Banker push (1,000 each back), Tie pays 9,000 with the stake.
    expect(payoutSatang(bets, tie)).toBe(11_000)
    const bankerWin = { ...tie, winner: 'banker' as const }
    expect(payoutSatang([{ bet: 'banker', stake: 1_001 }], bankerWin)).toBe(1_951)
  })
})
