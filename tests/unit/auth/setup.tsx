import { vi } from 'vitest'
import { renderApp } from '../render'

/**
 * Auth pages render inside the site's own providers (SHELL's `renderApp`: our Chakra system, a
 * fresh jotai store, the app's start-up effects including the 400/401 reactions) under wouter's
 * memory location; `currentPath()` is where the member is now.
 */
export const renderPage = renderApp

type Reply = { status?: number; body: unknown }
type Handler = (body: unknown, request: Request) => Reply | Promise<Reply>

export interface ApiCall {
  method: string
  path: string
  body: unknown
  authorization: string | null
}

/** The account calls (spec section 7) these tests make assertions on. */
const ACCOUNT_PATHS = new Set([
  'login',
  'register',
  'check_account',
  'get_user_info',
  'logout',
  'member/change_password',
  'reset_password',
  'reset_password_v2',
  'member/update_sub_bank_account',
])

/**
 * Stubs `fetch` for `/api/*`: routes are `'POST login'`, `'GET get_user_info'`...; others answer 404.
 * `calls` records the account calls only (the app's start-up calls for agent content and wallets
 * are not what these tests are about).
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const path = new URL(request.url).pathname.replace(/^\/api\//, '')
    const text = request.method === 'POST' ? await request.clone().text() : ''
    const body: unknown = text ? JSON.parse(text) : undefined
    if (ACCOUNT_PATHS.has(path)) {
      calls.push({ method: request.method, path, body, authorization: request.headers.get('Authorization') })
    }
    const handler = routes[`${request.method} ${path}`]
    const reply = handler
      ? await handler(body, request)
      : { status: 404, body: { error: 2, message: 'not found' } }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

export const USER_INFO = {
  id: 7,
  username: '0812345678',
  phone: '0812345678',
  full_name: 'สมชาย ใจดี',
  bank: { bank_code: '004', bank_name: 'กสิกรไทย', account_no: '1234567890', account_name: 'สมชาย ใจดี' },
  sub_bank: null,
  ref_code: 'SOMCHAI7',
  created_at: '2026-01-15T03:00:00.000Z',
  last_login_at: null,
}

export const loginReply = (token = 'token-abc') => ({
  body: { error: 0, access_token: token, data: USER_INFO },
})
