import type { KyInstance } from 'ky'
import { API_BASE } from '../config'
import { BOOT_DATA_ID, bootDataKey } from '../contract/boot-data'
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
const FAILED_MESSAGE = 'พบบางอย่างผิดปกติ'

const API_PREFIX = API_BASE.startsWith('http')
  ? API_BASE
  : new URL(API_BASE, globalThis.location?.origin ?? 'http://localhost').href

/** The absolute URL of `/api/<path>` (for the live stream, which is not a JSON call). */
export const apiUrl = (path: string): string => `${API_PREFIX.replace(/\/$/, '')}/${path}`

/**
 * ky, loaded on the first call that needs the network (its own chunk: the first screen of `/` as a
 * visitor makes none, its data comes with the HTML), or at idle through `preloadHttp`. Two clients:
 * reads whose answer is the same for everyone (`sharedGet`) go without the token, since a first
 * page's HTML may have started the same GET (`<link rel="preload" as="fetch">`,
 * server/plugins/page-data.ts) and the browser hands that response to this request only when the
 * headers match; every other call carries the member's token.
 */
interface HttpClients {
  anonymous: KyInstance
  http: KyInstance
}
let clients: Promise<HttpClients> | null = null
export function preloadHttp(): Promise<HttpClients> {
  if (clients) return clients
  const loading = import('ky').then(({ default: ky }) => {
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
    return { anonymous, http }
  })
  // A failed download (offline) is tried again by the next call.
  loading.catch(() => {
    if (clients === loading) clients = null
  })
  clients = loading
  return loading
}

let bootData: Map<string, unknown> | null = null

/** The envelope the HTML carried for this call, once (then forgotten); undefined if none. */
function takeBootData(key: string): unknown {
  if (bootData === null) {
    bootData = new Map()
    const script = globalThis.document?.getElementById(BOOT_DATA_ID)
    try {
      for (const [k, v] of Object.entries(JSON.parse(script?.textContent || '{}'))) bootData.set(k, v)
    } catch {}
    script?.remove()
  }
  const reply = bootData.get(key)
  bootData.delete(key)
  return reply
}

/** A call a first page makes as its first render does: `GET <path>` or `POST <path>` (empty body, no query). */
export type FirstCall = `${'GET' | 'POST'} ${string}`

/**
 * A first page's calls started with the app's scripts (`startFirstCalls`): the member's token, when,
 * and the answer (null once taken: each call starts early once per page load).
 */
const earlyCalls = new Map<string, { token: string; at: number; response: Promise<Response> | null }>()
/** An early answer older than this is not taken (the page never asked: the member went elsewhere). */
const EARLY_CALL_MS = 10_000

/**
 * Starts a member's first page's own calls (the route row's `first`) as the app's scripts start, not
 * when the page's first render asks: its data then comes during that render, not a render later
 * (a deposit's channels came 0.5 s after the scripts on Lighthouse's phone). The same call made by
 * the same member within EARLY_CALL_MS takes its answer, once; nothing without a session.
 */
export function startFirstCalls(calls: readonly FirstCall[]): void {
  const token = readAccessToken()
  for (const call of token ? calls : []) {
    if (earlyCalls.has(call)) continue
    const [method, path] = call.split(' ')
    const response = fetch(apiUrl(path), {
      method,
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    })
    // A failed early call is the failure of the call that takes it, and nothing otherwise.
    response.catch(() => {})
    earlyCalls.set(call, { token: token as string, at: Date.now(), response })
  }
}

/** The early answer of this call (same method and path, no query, empty body, same member), once. */
function takeEarlyCall(method: string, path: string, query: string, body: unknown): Promise<Response> | null {
  const early = earlyCalls.get(`${method} ${path}`)
  const response = early?.response ?? null
  if (!early || !response) return null
  early.response = null
  const same = !query && JSON.stringify(body ?? {}) === '{}' && early.token === readAccessToken()
  return same && Date.now() - early.at <= EARLY_CALL_MS ? response : null
}

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
  // The page's first data (the HTML's answer of the same call, HTTP 200): taken once, as from the network.
  const key = bootDataKey(endpoint.method, endpoint.path, new URLSearchParams(searchParams).toString(), body)
  const carried = takeBootData(key) as ReplyOf<E> | undefined
  if (carried === undefined) {
    const early = takeEarlyCall(
      endpoint.method,
      endpoint.path,
      new URLSearchParams(searchParams).toString(),
      body,
    )
    return fromNetwork(endpoint, searchParams, body, idempotencyKey, early)
  }
  if (carried.error !== 0) throw new ApiError(carried.error ?? -1, carried.message ?? FAILED_MESSAGE, 200)
  return carried
}

/** One call over HTTP (ky): its envelope, or ApiError for a failed exchange, 400, 401 or a non-2xx. */
async function fromNetwork<E extends AnyEndpoint>(
  endpoint: E,
  searchParams: Record<string, string>,
  body: unknown,
  idempotencyKey: string | undefined,
  /** The same call started early (`startFirstCalls`). */
  early?: Promise<Response> | null,
): Promise<ReplyOf<E>> {
  const { path, area } = endpoint
  let response: Response
  try {
    if (early) response = await early
    else {
      const { anonymous, http } = await preloadHttp()
      response = await (endpoint.shared ? anonymous : http)(path, {
        method: endpoint.method,
        searchParams,
        json: endpoint.method === 'POST' ? (body ?? {}) : undefined,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      })
    }
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
    throw new ApiError(reply.error ?? -1, reply.message ?? FAILED_MESSAGE, response.status)
  }
  return reply
}
