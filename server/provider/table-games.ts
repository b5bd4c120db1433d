import { Type } from 'typebox'
import { BACCARAT_BETS, baccaratRule } from '../../games/rules/baccarat'
import { fishRule, MAX_SHOTS_PER_BATCH } from '../../games/rules/fish'
import { hiloRule } from '../../games/rules/hilo'
import type { RoundRule } from '../../games/rules/rule'
import type { InstantGame } from './instant-game'

const baht = Type.Integer({ minimum: 1, maximum: 1_000_000 })

/**
 * The table games that play as instant rounds (one play = one round = one `bet` and one `win`):
 * baccarat (one coup), Hi-Lo (one roll) and fish shooting (one batch of shots). Input shapes here,
 * rules (limits, Thai refusals) in games/rules. Football is not instant: see football/.
 */
export const TABLE_GAMES: Readonly<Record<string, InstantGame>> = {
  baccarat: {
    rule: baccaratRule as RoundRule<unknown, unknown>,
    input: Type.Object(
      {
        bets: Type.Object(Object.fromEntries(BACCARAT_BETS.map((bet) => [bet, Type.Optional(baht)])), {
          additionalProperties: false,
        }),
      },
      { additionalProperties: false },
    ),
  },
  hilo: {
    rule: hiloRule as RoundRule<unknown, unknown>,
    input: Type.Object(
      {
        bets: Type.Record(Type.String({ pattern: '^[a-z_]{1,12}(:[0-9]{1,2})?$' }), baht, {
          maxProperties: 60,
        }),
      },
      { additionalProperties: false },
    ),
  },
  fish: {
    rule: fishRule as RoundRule<unknown, unknown>,
    input: Type.Object(
      {
        shots: Type.Array(
          Type.Object(
            {
              fish: Type.String({ minLength: 1, maxLength: 16 }),
              bet: Type.Number({ minimum: 0, maximum: 1_000 }),
            },
            { additionalProperties: false },
          ),
          { minItems: 1, maxItems: MAX_SHOTS_PER_BATCH },
        ),
      },
      { additionalProperties: false },
    ),
  },
}
