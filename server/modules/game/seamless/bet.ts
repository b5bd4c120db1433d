import type { SeamlessBetBody, SeamlessMoneyReply } from '../../../../src/contract/seamless'
import type { AppDeps } from '../../../deps'
import { parseBahtAmount } from '../../../lib/money'
import type { SigningProvider } from './provider-keys'
import { callSeamless, INVALID, MAX_BET_SATANG, moneyArgs } from './transactions'

/**
 * bet: takes the stake from the launched wallet, once per (provider, transaction id): the claim, the
 * session and round checks, the movement with its effects and the stored answer are one call of the
 * database function `seamless_bet` (db/functions/seamless_bet.sql), so one round trip and one transaction.
 * Refusals (unknown or idle session, a closed or foreign round, not enough money) are stored too: the
 * same id answers the same forever.
 */
export async function bet(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessBetBody,
): Promise<SeamlessMoneyReply> {
  // Above 0 with at most 2 decimals; anything else is INVALID_REQUEST.
  const amount = parseBahtAmount(body.amount)
  if (amount === null) return INVALID
  const reply = await callSeamless(deps, 'bet', [
    ...moneyArgs(deps, provider, 'bet', body, amount),
    MAX_BET_SATANG,
  ])
  return reply.answer
}
