import type { BetTypeOffer, LimitedNumber } from '../../contract/lotto'

export interface LineRate {
  /** Baht paid per 1 baht staked on this line (0 when the number is closed). */
  rate: number
  /** The เลขอั้น on this number, if any: its rate was cut, it is closed, or its total is capped. */
  limited: LimitedNumber['kind'] | null
}

/**
 * The rate a line would get before the member confirms: the bet type's rate, cut or closed by a
 * เลขอั้น of the round. bill/validate has the last word; this only shows it early.
 */
export function lineRate(
  offers: readonly BetTypeOffer[],
  limited: readonly LimitedNumber[],
  betType: string,
  number: string,
): LineRate {
  const offer = offers.find((o) => o.bet_type === betType)
  const limit = limited.find((l) => l.bet_type === betType && l.number === number)
  if (!offer) return { rate: 0, limited: limit?.kind ?? null }
  if (limit?.kind === 'closed') return { rate: 0, limited: 'closed' }
  if (limit?.kind === 'rate' && limit.rate !== null) return { rate: limit.rate, limited: 'rate' }
  return { rate: offer.rate, limited: limit?.kind ?? null }
}
