import { randomUUID } from 'node:crypto'
import type { Config } from '../../config'
import { afterCommit } from '../../db/after-commit'
import type { DbOrTx } from '../../db/open'
import { lineOutbox } from '../../db/schema'

/** One text message to one member's LINE account. */
export interface LineMessage {
  memberId: number
  lineUserId: string
  /** What happened ('deposit.credited', 'withdrawal.approved', 'withdrawal.rejected', 'bill.won'). */
  kind: string
  text: string
  at: Date
}

/**
 * Where LINE messages go (LINE_MESSAGES), like the reset codes' CODE_SENDER: `send` runs inside the
 * transaction of the fact it tells about, so nothing is sent about a movement that rolled back.
 */
export interface LineSender {
  send(tx: DbOrTx, message: LineMessage): Promise<void>
}

/** The demo: messages land in line_outbox, in the fact's transaction. */
export const outboxLineSender: LineSender = {
  async send(tx, m) {
    await tx.insert(lineOutbox).values({
      memberId: m.memberId,
      lineUserId: m.lineUserId,
      kind: m.kind,
      text: m.text,
      createdAt: m.at,
    })
  },
}

/**
 * Production: the Messaging API's push (`POST {base}/v2/bot/message/push`), once the fact's
 * transaction has committed (never a request holding the transaction open, never a push about
 * something that rolled back). One retry key per message: a retry after a lost answer is not sent
 * twice (LINE answers 409). A failure is logged and dropped: the member's money is not affected.
 */
export function pushLineSender(baseUrl: string, accessToken: string): LineSender {
  return {
    async send(tx, m) {
      const retryKey = randomUUID()
      const body = JSON.stringify({ to: m.lineUserId, messages: [{ type: 'text', text: m.text }] })
      afterCommit(tx, () => {
        void push(baseUrl, accessToken, retryKey, body).catch((error: unknown) => {
          console.error(`LINE push (${m.kind}) to member ${m.memberId} failed:`, error)
        })
      })
    },
  }
}

async function push(baseUrl: string, accessToken: string, retryKey: string, body: string) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${baseUrl}/v2/bot/message/push`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        'x-line-retry-key': retryKey,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    // 409: this retry key was accepted before (an earlier attempt got through).
    if (response.ok || response.status === 409) return
    // 429 and 5xx may pass later; anything else (bad token, blocked) will not.
    if (attempt >= 3 || (response.status !== 429 && response.status < 500))
      throw new Error(`LINE Messaging API answered HTTP ${response.status}`)
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
  }
}

/** The sender LINE_MESSAGES names, or null when no LINE message is sent (`none`, the default). */
export function lineSender(config: Config): LineSender | null {
  if (config.lineMessages === 'outbox') return outboxLineSender
  if (config.lineMessages === 'line' && config.lineChannelAccessToken)
    return pushLineSender(config.lineMessagingApiUrl, config.lineChannelAccessToken)
  return null
}
