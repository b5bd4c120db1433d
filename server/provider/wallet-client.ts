import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/**
 * The built-in provider's side of the seamless wallet: it calls `POST /api/seamless/<action>`
 * exactly as an external provider would, with the raw JSON body signed (hex HMAC-SHA256 with the
 * provider's secret) in `X-Signature` and its code in `X-Provider-Code`. The default transport is
 * `app.inject` on the same server: no network hop, but the whole route (signature check,
 * idempotency, ledger) runs. Answers are the wallet's plain JSON (`status`, `balance`...).
 */
export type SeamlessAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback'

export interface SeamlessAnswer {
  status: string
  balance?: number
  session_token?: string
  player_id?: string | number
  wallet_id?: number
  currency?: string
  game_code?: string
  transaction_id?: string
}

/** Sends one signed body; resolves with the HTTP status and the raw answer. */
export type WalletTransport = (
  action: SeamlessAction,
  body: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string }>

/** The wallet could not be reached or answered nonsense: the call's effect is unknown. */
export class WalletUnavailable extends Error {}

export interface WalletClient {
  call(action: SeamlessAction, body: Record<string, unknown>): Promise<SeamlessAnswer>
}

export const injectTransport =
  (app: FastifyInstance): WalletTransport =>
  async (action, body, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/seamless/${action}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    })
    return { statusCode: response.statusCode, body: response.body }
  }

export const signBody = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('hex')

export function createWalletClient(options: {
  providerCode: string
  secret: string
  transport: WalletTransport
}): WalletClient {
  return {
    async call(action, payload) {
      const body = JSON.stringify(payload)
      let response: { statusCode: number; body: string }
      try {
        response = await options.transport(action, body, {
          'x-provider-code': options.providerCode,
          'x-signature': signBody(options.secret, body),
        })
      } catch (error) {
        throw new WalletUnavailable(`seamless ${action}: ${(error as Error).message}`)
      }
      if (response.statusCode >= 500)
        throw new WalletUnavailable(`seamless ${action}: HTTP ${response.statusCode}`)
      let answer: unknown
      try {
        answer = JSON.parse(response.body)
      } catch {
        throw new WalletUnavailable(`seamless ${action}: not JSON (HTTP ${response.statusCode})`)
      }
      if (!answer || typeof answer !== 'object' || typeof (answer as SeamlessAnswer).status !== 'string')
        throw new WalletUnavailable(`seamless ${action}: no status (HTTP ${response.statusCode})`)
      return answer as SeamlessAnswer
    },
  }
}
