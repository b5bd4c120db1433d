import { fairFloats, pickWeighted } from './fair'

/**
 * The wheel's published rule, shared by the server (which spins) and the fairness view (which
 * recomputes): the first fair float of (server seed, client seed, nonce 0) picks a segment by the
 * table's weights (`pickWeighted`: segment i with probability weight_i / sum).
 */
export const WHEEL_NONCE = 0

export async function wheelOutcome(
  serverSeed: string,
  clientSeed: string,
  weights: readonly number[],
): Promise<{ float: number; index: number }> {
  const [float] = await fairFloats({ serverSeed, clientSeed, nonce: WHEEL_NONCE }, 1)
  return { float, index: pickWeighted(float, weights) }
}
