import type { SeamlessMoneyReply, SeamlessWinBody } from '../../../../src/contract/seamless'
import type { AppDeps } from '../../../deps'
import type { SigningProvider } from './provider-keys'
import { callFunction, INVALID, parseAmount } from './transactions'

/**
 * win: pays into the wallet the round's bets came from and closes the round, once per (provider,
 * transaction id), as one call of the database function `seamless_win` (migration 0013). Accepted
 * after the session went idle (a round started in time is always settled); a round without an
 * accepted bet is TRANSACTION_NOT_FOUND. A zero win moves no money but closes the round.
 */
export function win(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessWinBody,
): Promise<SeamlessMoneyReply> {
  const amount = parseAmount(body.amount, true)
  if (amount === null) return Promise.resolve(INVALID)
  return callFunction(deps, provider, 'win', body, amount)
}
