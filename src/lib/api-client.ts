import ky from 'ky'
import { API_BASE } from '../config'
import type { Envelope } from '../contract/envelope'
import { type ApiArea, emitApiEvent } from './api-events'
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

const http = ky.create({
  prefixUrl: API_PREFIX,
  throwHttpErrors: false,
  retry: 0,
  timeout: 20_000,
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

export interface CallOptions {
  /** Which error-catalogue area this call belongs to (spec section 8). */
  area?: ApiArea
  /** Query string for GET calls. */
  query?: Record<string, string | number | boolean | undefined>
  /** JSON body for POST calls. */
  body?: unknown
  /** Money-moving POST: sends this Idempotency-Key (create one per user action with newIdempotencyKey). */
  idempotencyKey?: string
}

export const newIdempotencyKey = (): string => crypto.randomUUID()

async function call<R extends Envelope>(
  method: 'get' | 'post',
  path: string,
  options: CallOptions = {},
): Promise<R> {
  const searchParams: Record<string, string> = {}
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) searchParams[k] = String(v)
  let response: Response
  try {
    response = await http(path.replace(/^\//, ''), {
      method,
      searchParams,
      json: method === 'post' ? (options.body ?? {}) : undefined,
      headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
    })
  } catch {
    throw new ApiError(-1, NETWORK_ERROR_MESSAGE, 0)
  }
  if (response.status === 400) {
    emitApiEvent({ type: 'bad-request', path })
    throw new ApiError(400, 'คำขอไม่ถูกต้อง', 400)
  }
  if (response.status === 401) {
    emitApiEvent({ type: 'unauthorized', path, area: options.area ?? 'other' })
    throw new ApiError(401, 'เซสซั่นหมดอายุ กรุณาลองใหม่', 401)
  }
  let body: R
  try {
    body = (await response.json()) as R
  } catch {
    throw new ApiError(-1, NETWORK_ERROR_MESSAGE, response.status)
  }
  if (!response.ok || body.error !== 0) {
    throw new ApiError(body.error ?? -1, body.message ?? 'พบบางอย่างผิดปกติ', response.status)
  }
  return body
}

/** GET /api/<path>; resolves to the whole envelope when error == 0, throws ApiError otherwise. */
export const apiGet = <R extends Envelope>(
  path: string,
  options?: Omit<CallOptions, 'body' | 'idempotencyKey'>,
) => call<R>('get', path, options)

/** POST /api/<path>; resolves to the whole envelope when error == 0, throws ApiError otherwise. */
export const apiPost = <R extends Envelope>(path: string, options?: CallOptions) =>
  call<R>('post', path, options)
