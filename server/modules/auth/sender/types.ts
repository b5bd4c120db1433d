import type { DbOrTx } from '../../../db/open'

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
