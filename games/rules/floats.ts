/**
 * Where an outcome rule takes its random numbers from: floats in [0, 1), one after another.
 * On the server and in the fairness panel they are the round's `fairFloats` (src/contract/fair.ts);
 * the RTP tests feed millions of rounds from a fast seeded generator instead.
 */
export interface FloatSource {
  next(): number
}

/** The floats of one provably fair round, in order; asking past the end is a bug in the rule. */
export function listSource(floats: readonly number[]): FloatSource {
  let cursor = 0
  return {
    next: () => {
      if (cursor >= floats.length) throw new Error(`outcome rule asked for more than ${floats.length} floats`)
      return floats[cursor++]
    },
  }
}
