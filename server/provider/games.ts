import { Type } from 'typebox'
import { SLOT_BET_STEPS } from '../../games/rules/bets'
import { freespinRule } from '../../games/rules/freespin'
import type { RoundRule } from '../../games/rules/rule'
import { slotRule } from '../../games/rules/slot'
import type { BetCategory } from '../../src/contract/ledger'
import type { InstantGame } from './instant-game'
import { TABLE_GAMES } from './table-games'

/** A game the built-in provider serves: its catalogue facts and, for instant games, its round rule. */
export interface BuiltinGame {
  code: string
  /** Thai name shown in the lobby. */
  name: string
  category: BetCategory
  has_demo: boolean
}

const bet = Type.Number({ enum: [...SLOT_BET_STEPS] })

/**
 * The instant games served, by code. builtin-tables adds its games here (one line each).
 * The `as` casts only widen each game's typed rule to the registry's element type.
 */
export const INSTANT_GAMES: Readonly<Record<string, InstantGame>> = {
  slot: {
    rule: slotRule as RoundRule<unknown, unknown>,
    input: Type.Object({ bet }, { additionalProperties: false }),
  },
  freespin: {
    rule: freespinRule as RoundRule<unknown, unknown>,
    input: Type.Object({ bet, buy: Type.Boolean() }, { additionalProperties: false }),
  },
  ...TABLE_GAMES,
}

/**
 * The games the built-in provider actually serves (a page and a rule each): games-server seeds and
 * syncs the catalogue from this list, so no tile opens a missing game.
 */
export const BUILTIN_GAMES: readonly BuiltinGame[] = [
  { code: 'slot', name: 'สล็อต', category: 'slot', has_demo: true },
  { code: 'freespin', name: 'ฟรีสปิน', category: 'freespin', has_demo: true },
  { code: 'baccarat', name: 'บาคาร่า', category: 'casino', has_demo: true },
  { code: 'hilo', name: 'ไฮโล', category: 'casino', has_demo: true },
  { code: 'fish', name: 'ยิงปลา', category: 'fishing', has_demo: true },
  { code: 'football', name: 'ฟุตบอลเสมือนจริง', category: 'sport', has_demo: false },
]

export const findBuiltinGame = (code: string): BuiltinGame | undefined =>
  BUILTIN_GAMES.find((game) => game.code === code)
