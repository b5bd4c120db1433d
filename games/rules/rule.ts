import type { FloatSource } from './floats'

/**
 * A built-in game's published rule for one round, pure and shared: the server decides rounds with
 * it, the page's "ตรวจสอบความยุติธรรม" panel recomputes them with it, the RTP tests simulate it.
 * Amounts are satang (integers); `input` is what the member chose (bet size, options).
 */
export interface RoundRule<Input, Outcome> {
  code: string
  /** A Thai refusal when the input is not a valid play, else null. */
  check(input: Input): string | null
  /** How many fair floats a round uses (fixed per input, so anyone can recompute it). */
  floats(input: Input): number
  outcome(floats: FloatSource, input: Input): Outcome
  /** What the round costs. */
  stakeSatang(input: Input): number
  /** What the round pays (0 or more), once, when it ends. */
  winSatang(input: Input, outcome: Outcome): number
}

/** A total bet in baht as satang, when it is one of the offered steps. */
export const stepSatang = (steps: readonly number[], bet: number): number | null =>
  steps.includes(bet) ? Math.round(bet * 100) : null
