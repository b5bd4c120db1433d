import type { CodeSender } from './types'

/**
 * An SMS gateway over HTTP: `POST SMS_GATEWAY_URL` with JSON `{ "to": "0812345678", "text": "..." }`
 * and, when SMS_GATEWAY_TOKEN is set, `Authorization: Bearer <token>`; any 2xx answer means accepted.
 * A gateway with another request shape gets its own file like this one.
 */
export const httpSender = (url: string, token: string | null): CodeSender => ({
  async send(_tx, message) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: message.phone, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    })
    // The status only: the gateway's answer could echo the message (and its code) back.
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`)
  },
})
