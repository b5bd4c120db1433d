/**
 * Baccarat (punto banco) outcome rules: 8 decks, the standard third-card tableau, and the payouts
 * of the built-in table. Pure and TypeBox-free: the server decides rounds with it and the game page
 * re-runs it in the "ตรวจสอบความยุติธรรม" panel from the revealed seed.
 *
 * Our choice of variant: the classic 5 % commission on Banker wins (Banker pays 0.95:1), Tie 8:1
 * with Player and Banker bets pushing on a tie, Player-pair and Banker-pair 11:1.
 */
import { pickIndex } from '../../src/contract/fair'
import type { FloatSource } from './floats'
import type { RoundRule } from './rule'
import { BAD_STAKE, NO_BETS } from './tables'

export const DECKS = 8
export const SHOE_SIZE = DECKS * 52
/** The most cards one coup uses (two each, a third each): the floats a round needs. */
export const MAX_CARDS = 6

/** A card of the shoe: its index 0..415; rank 0 = A .. 12 = K, suit 0..3 (spades, hearts, diamonds, clubs). */
export type Card = number
export const cardRank = (card: Card): number => card % 13
export const cardSuit = (card: Card): number => Math.floor(card / 13) % 4
/** Baccarat value: A = 1, 2..9 face value, 10 and pictures 0. */
export const rankValue = (rank: number): number => (rank >= 9 ? 0 : rank + 1)
export const cardValue = (card: Card): number => rankValue(cardRank(card))

export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const
/** Thai suit names (the page draws the suits: games/kit/art.ts). */
export const SUIT_LABELS = ['โพดำ', 'โพแดง', 'ข้าวหลามตัด', 'ดอกจิก'] as const
/** A card in words, e.g. "A โพดำ" (what a screen reader says for a drawn card). */
export const cardLabel = (card: Card): string =>
  `${RANK_LABELS[cardRank(card)]} ${SUIT_LABELS[cardSuit(card)]}`

/**
 * The cards of one coup, drawn without replacement from a full 8-deck shoe shuffled by the round's
 * floats (a partial Fisher-Yates: the i-th float picks among the 416 - i cards left). Dealing order
 * is Player, Banker, Player, Banker, then the third cards.
 */
export function drawCards(floats: readonly number[]): Card[] {
  if (floats.length < MAX_CARDS) throw new Error(`baccarat needs ${MAX_CARDS} floats`)
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i)
  for (let i = 0; i < MAX_CARDS; i++) {
    const j = i + pickIndex(floats[i], SHOE_SIZE - i)
    ;[shoe[i], shoe[j]] = [shoe[j], shoe[i]]
  }
  return shoe.slice(0, MAX_CARDS)
}

/** Whether the Banker draws a third card, given its two-card total and the Player's third card value. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5
  if (bankerTotal <= 2) return true
  if (bankerTotal === 3) return playerThird !== 8
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7
  return false
}

export type Winner = 'player' | 'banker' | 'tie'

export interface Coup<C = Card> {
  player: C[]
  banker: C[]
  playerTotal: number
  bankerTotal: number
  winner: Winner
  playerPair: boolean
  bankerPair: boolean
}

/**
 * Plays one coup from a sequence of cards in dealing order (only as many as the tableau needs are
 * used). Generic over the card type so the exact-edge test can deal ranks with multiplicities.
 */
export function playCoup<C>(cards: readonly C[], rankOf: (card: C) => number): Coup<C> {
  const value = (c: C) => rankValue(rankOf(c))
  const total = (hand: C[]) => hand.reduce((sum, c) => sum + value(c), 0) % 10
  const player = [cards[0], cards[2]]
  const banker = [cards[1], cards[3]]
  let next = 4
  const natural = total(player) >= 8 || total(banker) >= 8
  if (!natural) {
    let playerThird: number | null = null
    if (total(player) <= 5) {
      player.push(cards[next++])
      playerThird = value(player[2])
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(cards[next++])
  }
  const playerTotal = total(player)
  const bankerTotal = total(banker)
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rankOf(player[0]) === rankOf(player[1]),
    bankerPair: rankOf(banker[0]) === rankOf(banker[1]),
  }
}

/** The coup a round's floats deal. */
export const coupFromFloats = (floats: readonly number[]): Coup => playCoup(drawCards(floats), cardRank)

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const
export type BaccaratBet = (typeof BACCARAT_BETS)[number]

/** The published table: what a winning bet returns per baht staked, stake included. */
export const BACCARAT_PAYOUTS: Record<BaccaratBet, { label: string; pays: string; returns: number }> = {
  player: { label: 'ผู้เล่น (Player)', pays: '1:1', returns: 2 },
  banker: { label: 'เจ้ามือ (Banker)', pays: '1:1 หักค่าคอมมิชชั่น 5%', returns: 1.95 },
  tie: { label: 'เสมอ (Tie)', pays: '8:1', returns: 9 },
  player_pair: { label: 'ผู้เล่นคู่ (Player Pair)', pays: '11:1', returns: 12 },
  banker_pair: { label: 'เจ้ามือคู่ (Banker Pair)', pays: '11:1', returns: 12 },
}

/**
 * What a bet returns per baht staked on this coup, stake included: 0 loses, 1 pushes (Player or
 * Banker on a tie).
 */
export function betReturn<C>(bet: BaccaratBet, coup: Coup<C>): number {
  switch (bet) {
    case 'player':
      return coup.winner === 'player' ? 2 : coup.winner === 'tie' ? 1 : 0
    case 'banker':
      return coup.winner === 'banker' ? 1.95 : coup.winner === 'tie' ? 1 : 0
    case 'tie':
      return coup.winner === 'tie' ? 9 : 0
    case 'player_pair':
      return coup.playerPair ? 12 : 0
    case 'banker_pair':
      return coup.bankerPair ? 12 : 0
  }
}

/** Total payout in satang of several bets (stakes in satang) on one coup; rounds the commission down. */
export function payoutSatang<C>(
  bets: ReadonlyArray<{ bet: BaccaratBet; stake: number }>,
  coup: Coup<C>,
): number {
  // Per bet, so the 5 % commission never pays a fraction of a satang.
  return bets.reduce(
    (sum, b) => sum + Math.floor((b.stake * Math.round(betReturn(b.bet, coup) * 100)) / 100),
    0,
  )
}

/** Table limits per bet, in whole baht. */
export const BACCARAT_MIN_BET = 10
export const BACCARAT_MAX_BET = 50_000
/** Chips the page offers (baht). */
export const BACCARAT_CHIPS = [10, 20, 50, 100, 500, 1_000, 5_000] as const

export interface BaccaratInput {
  /** Baht staked per bet; bets left out are not played. */
  bets: Partial<Record<BaccaratBet, number>>
}

const stakesOf = (input: BaccaratInput) =>
  BACCARAT_BETS.filter((bet) => input.bets[bet] !== undefined).map((bet) => ({
    bet,
    stake: Math.round((input.bets[bet] ?? 0) * 100),
  }))

export const baccaratRule: RoundRule<BaccaratInput, Coup> = {
  code: 'baccarat',
  check: (input) => {
    const amounts = Object.entries(input.bets)
    if (amounts.length === 0) return NO_BETS
    const ok = amounts.every(
      ([bet, baht]) =>
        (BACCARAT_BETS as readonly string[]).includes(bet) &&
        Number.isInteger(baht) &&
        (baht ?? 0) >= BACCARAT_MIN_BET &&
        (baht ?? 0) <= BACCARAT_MAX_BET,
    )
    return ok ? null : BAD_STAKE
  },
  floats: () => MAX_CARDS,
  outcome: (floats: FloatSource) => coupFromFloats(Array.from({ length: MAX_CARDS }, () => floats.next())),
  stakeSatang: (input) => stakesOf(input).reduce((sum, b) => sum + b.stake, 0),
  winSatang: (input, coup) => payoutSatang(stakesOf(input), coup),
}
