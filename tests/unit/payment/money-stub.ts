import { vi } from 'vitest'
import { agentRoutes, MEMBER_INFO, WALLETS } from '../shell/stub-api'

type Reply = { status?: number; body: unknown }
type Handler = (body: unknown, query: URLSearchParams) => Reply

export interface MoneyCall {
  method: string
  path: string
  body: unknown
  query: URLSearchParams
  idempotencyKey: string | null
}

/**
 * Stubs `fetch` for `/api/*` like shell/stub-api.ts, and records the query and the
 * `Idempotency-Key` header of every call (money-moving POSTs must send one).
 */
export function stubMoneyApi(routes: Record<string, Handler>) {
  const calls: MoneyCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      const url = new URL(request.url)
      const path = url.pathname.replace(/^\/api\//, '')
      const text = request.method === 'POST' ? await request.clone().text() : ''
      const body: unknown = text ? JSON.parse(text) : undefined
      const idempotencyKey = request.headers.get('Idempotency-Key')
      calls.push({ method: request.method, path, body, query: url.searchParams, idempotencyKey })
      const handler = routes[`${request.method} ${path}`]
      const reply = handler
        ? handler(body, url.searchParams)
        : { status: 404, body: { error: 2, message: 'not found' } }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  const of = (path: string) => calls.filter((c) => c.path === path)
  return { calls, of }
}

export const ok = (data: unknown) => () => ({ body: { error: 0, data } })
export const refuse = (message: string) => () => ({ body: { error: 1, message } })

/** A member's calls: login (see renderMemberPage), start-up (agent content, wallets, user info). */
export function memberRoutes(wallets: unknown[] = WALLETS): Record<string, Handler> {
  return {
    'POST login': () => ({ body: { error: 0, access_token: 'token-abc', data: MEMBER_INFO } }),
    ...agentRoutes(),
    'POST member/wallets': ok(wallets),
    'GET get_user_info': ok(MEMBER_INFO),
    'GET promotion/list': ok([]),
  }
}
