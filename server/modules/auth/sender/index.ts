import type { DbOrTx } from '../../../db/open'
import type { AppDeps } from '../../../deps'
import { httpSender } from './http'
import { outboxSender } from './outbox'

/** One text message to one Thai mobile number. */
export interface OutgoingMessage {
  phone: string
  body: string
}

/**
 * Where one-time codes go. `send` runs inside the transaction that stores the code, so a code is
 * only kept when its message was accepted (a gateway failure rolls the code back).
 */
export interface CodeSender {
  send(tx: DbOrTx, message: OutgoingMessage): Promise<void>
}

/** The sender CODE_SENDER names, or null when codes cannot be sent (`none`). */
export function codeSender(deps: AppDeps): CodeSender | null {
  const { codeSender: kind, smsGatewayUrl, smsGatewayToken } = deps.config
  if (kind === 'outbox') return outboxSender(deps)
  if (kind === 'http' && smsGatewayUrl) return httpSender(smsGatewayUrl, smsGatewayToken)
  return null
}
