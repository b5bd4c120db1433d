import type { TSchema } from 'typebox'
import type { RoundRule } from '../../games/rules/rule'

/** An instant game: one play = one round = one `bet` and one `win`, decided at once. */
export interface InstantGame<Input = unknown, Outcome = unknown> {
  rule: RoundRule<Input, Outcome>
  /** The `input` of a play request (validated before the rule's own `check`). */
  input: TSchema
}
