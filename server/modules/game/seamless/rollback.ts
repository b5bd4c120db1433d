import type { SeamlessMoneyReply, SeamlessRollbackBody } from '../../../../src/contract/seamless'
import type { AppDeps } from '../../../deps'
import { hashToken } from '../../../lib/tokens'
import { requestHash } from '../../wallet/idempotency'
import type { SigningProvider } from './provider-keys'
import { callSeamless, referenceOf } from './transactions'

/**
 * rollback: refunds the named bet once (into the wallet it came from), once per (provider,
 * transaction id), as one call of the database function `seamless_rollback`
 * (db/functions/seamless_rollback.sql). An unknown bet is recorded and answered OK, so that a late
 * bet is refused; a bet that was refused or already rolled back is answered OK without moving money;
 * a bet whose round a win closed cannot be rolled back (INVALID_REQUEST).
 */
export async function rollback(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessRollbackBody,
): Promise<SeamlessMoneyReply> {
  const reply = await callSeamless(deps, 'rollback', [
    provider.id,
    body.transaction_id,
    body.round_id,
    body.rolled_back_transaction_id,
    requestHash('seamless.rollback', [body.round_id, body.rolled_back_transaction_id]),
    hashToken(body.session_token),
    deps.clock.now().toISOString(),
    referenceOf(provider, body.transaction_id),
    provider.code,
  ])
  return reply.answer
}
