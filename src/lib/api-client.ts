import ky from 'ky'
import { API_BASE } from '../config'
import type { AnyEndpoint, BodyOf, QueryOf, ReplyOf } from '../contract/endpoint'
import { emitApiEvent } from './api-events'
import { readAccessToken } from './session'

/** A refusal from the server (`error != 0`) or a failed HTTP exchange, with a Thai message. */
export class ApiError extends Error {
  readonly code: number
  readonly status: number
  constructor(code: number, message: string, status = 200) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
  }
}

export const NETWORK_ERROR_MESSAGE = 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาลองใหม่'

const API_PREFIX = API_BASE.startsWith('http')
  ? API_BASE
  : new URL(API_BASE, globalThis.location?.origin ?? 'http://localhost').href

/** The absolute URL of `/api/<path>` (for the live stream, which is not a JSON call). */
export const apiUrl = (path: string): string => `${API_PREFIX.replace(/\/$/, '')}/${path}`

/**
 * Reads whose answer is the same for everyone (`sharedGet`) go without the token: a first page's
 * HTML may have started the same GET (`<link rel="preload" as="fetch">`, server/plugins/page-data.ts)
 * and the browser hands that response to this request only when the headers match.
 */
const anonymous = ky.create({
  prefixUrl: API_PREFIX,
  throwHttpErrors: false,
  retry: 0,
  timeout: 20_000,
})

const http = anonymous.extend({
  hooks: {
    beforeRequest: [
      (request) => {
        // The token's one home is local_data (lib/session.ts): read there for every call.
        const bearer = readAccessToken()
        if (bearer) request.headers.set('Authorization', `Bearer ${bearer}`)
      },
    ],
  },
})

type Nothing = Record<never, never>
type Part<Key extends string, T> = [T] extends [undefined]
  ? Nothing
  : Nothing extends T
    ? { [P in Key]?: T }
    : { [P in Key]: T }

/** What a call sends: its body and query as the contract types them, and an Idempotency-Key on money-moving POSTs. */
export type CallInput<E extends AnyEndpoint> = Part<'body', BodyOf<E>> &
  Part<'query', QueryOf<E>> &
  (E['idempotent'] extends true ? { idempotencyKey: string } : Nothing)

export const newIdempotencyKey = (): string => crypto.randomUUID()

/**
 * Calls one contract endpoint (`call(endpoints.memberWallets)`); resolves to the whole envelope when
 * error == 0 and throws ApiError otherwise. HTTP 400 and 401 are also reported to the app layer,
 * with the endpoint's error-catalogue area (api-events). A money-moving POST takes the
 * Idempotency-Key of the member's action (create it with newIdempotencyKey, reuse it on retry).
 */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: Nothing extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<ReplyOf<E>> {
  const { body, query, idempotencyKey } = (input ?? {}) as {
    body?: unknown
    query?: Record<string, string | number | boolean | undefined>
    idempotencyKey?: string
  }
  const searchParams: Record<string, string> = {}
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) searchParams[k] = String(v)
  const { path, area } = endpoint
  let response: Response
  try {
    response = await (endpoint.shared ? anonymous : http)(path, {
      method: endpoint.method,
      searchParams,
      json: endpoint.method === 'POST' ? (body ?? {}) : undefined,
      headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    })
  } catch {
    throw new ApiError(-1, NETWORK_ERROR_MESSAGE, 0)
  }
  if (response.status === 400) {
    emitApiEvent({ type: 'bad-request', path })
    throw new ApiError(400, 'คำขอไม่ถูกต้อง', 400)
  }
  if (response.status === 401) {
    emitApiEvent({ type: 'unauthorized', path, area })
    throw new ApiError(401, 'เซสซั่นหมดอายุ กรุณาลองใหม่', 401)
  }
  let reply: ReplyOf<E>
  try {
    reply = (await response.json()) as ReplyOf<E>
  } catch {
    throw new ApiError(-1, NETWORK_ERROR_MESSAGE, response.status)
  }
  if (!response.ok || reply.error !== 0) {
    throw new ApiError(reply.error ?? -1, reply.message ?? 'พบบางอย่างผิดปกติ', response.status)
  }
  return reply
}
