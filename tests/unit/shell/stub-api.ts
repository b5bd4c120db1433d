import { vi } from 'vitest'

type Reply = { status?: number; body: unknown }
/** An answer, or a promise of one (a call that answers late). */
type Handler = (body: unknown) => Reply | Promise<Reply>

export interface ApiCall {
  method: string
  path: string
  body: unknown
}

/** Stubs `fetch` for `/api/*`; routes are `'POST member/wallets'`, `'GET notifications'`... */
export function stubApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      const path = new URL(request.url).pathname.replace(/^\/api\//, '')
      const text = request.method === 'POST' ? await request.clone().text() : ''
      const body: unknown = text ? JSON.parse(text) : undefined
      calls.push({ method: request.method, path, body })
      const handler = routes[`${request.method} ${path}`]
      const reply = handler ? await handler(body) : { status: 404, body: { error: 2, message: 'not found' } }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return { calls }
}

const ok = (data: unknown) => () => ({ body: { error: 0, data } })

export const CONFIG = {
  agent_code: 'bw222',
  agent_id: 3,
  name: 'BW222',
  info: {
    agent_logo: '/images/logo.svg',
    line_admin_url: 'https://line.me/R/ti/p/@bw222admin',
    line_contact_url: 'https://line.me/R/ti/p/@bw222',
  },
}

export const IMPORTANT = [
  { id: 1, type: 1, image: null, title: 'ปิดปรับปรุงระบบธนาคาร', description: 'ทุกวันอาทิตย์' },
  { id: 2, type: 1, image: null, title: 'โปรโมชั่นใหม่', description: 'รับโบนัส 50%' },
]
export const NEWS = [{ id: 3, type: 2, image: null, title: 'หวยรัฐบาลงวดนี้', description: 'ปิดรับ 15:00 น.' }]
export const EVENTS = [{ id: 1, image: '/images/event-poll.svg', title: 'ทายผลบอลโลก' }]
export const WALLETS = [
  { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1000, wallet_type_id: 1 },
  { id: 2, wallet_name: 'เครดิตฟรี', balance: 0, wallet_type_id: 2 },
]

/** The agent's content calls, with overridable answers. */
export function agentRoutes({
  notifications = [...IMPORTANT, ...NEWS],
  events = EVENTS,
}: {
  notifications?: unknown[]
  events?: unknown[]
} = {}): Record<string, Handler> {
  return {
    'POST agent/config': ok(CONFIG),
    'GET notifications': ok(notifications),
    'GET banner': ok([]),
    'GET event/list': ok(events),
  }
}

export const walletRoutes = (wallets = WALLETS): Record<string, Handler> => ({
  'POST member/wallets': ok(wallets),
  'GET get_user_info': ok(MEMBER_INFO),
  'POST logout': () => ({ body: { error: 0 } }),
})

export const MEMBER_INFO = {
  id: 7,
  username: '0800000001',
  phone: '0800000001',
  full_name: 'สมชาย ใจดี',
  bank: { bank_code: '004', bank_name: 'กสิกรไทย', account_no: '1234567890', account_name: 'สมชาย ใจดี' },
  sub_bank: null,
  ref_code: 'SOMCHAI7',
  created_at: '2026-01-15T03:00:00.000Z',
  last_login_at: null,
}

/** A logged-in member in local_data, as the login flow stores it. */
export function storeMember(): void {
  localStorage.setItem(
    'local_data',
    JSON.stringify({
      user: { access_token: 'token-abc', info: MEMBER_INFO },
      local: { isLoggedIn: true },
      lobby: {},
    }),
  )
}
