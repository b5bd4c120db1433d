import type { FastifyBaseLogger } from 'fastify'
import type { SeamlessMoneyReply, SeamlessWinBody } from '../../../../src/contract/seamless'
import type { AppDeps } from '../../../deps'
import { parseBahtOrZero } from '../../../lib/money'
import type { SigningProvider } from './provider-keys'
import { callSeamless, INVALID, moneyArgs } from './transactions'

/**
 * win: pays into the wallet the round's bets came from and closes the round, once per (provider,
 * transaction id), as one call of the database function `seamless_win` (db/functions/seamless_win.sql).
 * Accepted after the session went idle (a round started in time is always settled); a round without
 * an accepted bet is TRANSACTION_NOT_FOUND; a win above the game's (or provider's) maximum multiple
 * of the round's stakes is refused WIN_LIMIT_EXCEEDED and logged as a warning for the operator. A
 * zero win moves no money but closes the round.
 */
export async function win(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessWinBody,
  log: FastifyBaseLogger,
): Promise<SeamlessMoneyReply> {
  // A win may be 0 (it closes the round); at most 2 decimals, else INVALID_REQUEST.
  const amount = parseBahtOrZero(body.amount)
  if (amount === null) return INVALID
  const reply = await callSeamless(deps, 'win', moneyArgs(deps, provider, 'win', body, amount))
  if (reply.over_limit)
    log.warn(
      {
        provider: provider.code,
        round_id: body.round_id,
        transaction_id: body.transaction_id,
        game_code: body.game_code,
        win_satang: amount.toString(),
        stakes_satang: String(reply.over_limit.stakes),
        max_win_multiple: reply.over_limit.multiple,
      },
      'seamless win refused: above the maximum win multiple of the round stakes',
    )
  return reply.answer
}
