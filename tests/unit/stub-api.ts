import { vi } from 'vitest'
import type { AgentConfig, EventItem, Notification } from '../../src/contract/agent'
import type { UserInfo } from '../../src/contract/auth'
import type { BodyOf, ReplyOf } from '../../src/contract/endpoint'
import * as endpoints from '../../src/contract/endpoints'
import type { Wallet } from '../../src/contract/wallet'

/**
 * The one `fetch` stub of the unit tests. Routes are keyed by contract definition
 * (`{ memberWallets: ok(WALLETS) }`), and each reply is type-checked against that definition's reply
 * type, so a fixture that drifts from the contract fails `tsc`. Unknown calls answer 404.
 */
export type EndpointName = keyof typeof endpoints
type Def<K extends EndpointName> = (typeof endpoints)[K]

export interface StubRequest<K extends EndpointName> {
  /** The JSON body the site sent (undefined for GET). */
  body: BodyOf<Def<K>> | undefined
  query: URLSearchParams
}
/** The reply: an envelope typed by the definition, or `raw` text (a proxy's error page, a lost answer). */
export type StubReply<K extends EndpointName> =
  | { status?: number; body: ReplyOf<Def<K>> }
  | { status: number; raw: string }
export type StubHandler<K extends EndpointName> = (
  request: StubRequest<K>,
) => StubReply<K> | Promise<StubReply<K>>
export type StubRoutes = { [K in EndpointName]?: StubHandler<K> }

/** One recorded call (path without the `/api/` prefix). */
export interface StubCall {
  name: EndpointName | undefined
  method: string
  path: string
  body: unknown
  query: URLSearchParams
  idempotencyKey: string | null
  authorization: string | null
}

const byRoute = new Map<string, EndpointName>(
  Object.entries(endpoints).map(([name, def]) => [`${def.method} ${def.path}`, name as EndpointName]),
)

export function stubApi(routes: StubRoutes) {
  const calls: StubCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api\//, '')
    const text = request.method === 'POST' ? await request.clone().text() : ''
    const body: unknown = text ? JSON.parse(text) : undefined
    const name = byRoute.get(`${request.method} ${path}`)
    calls.push({
      name,
      method: request.method,
      path,
      body,
      query: url.searchParams,
      idempotencyKey: request.headers.get('Idempotency-Key'),
      authorization: request.headers.get('Authorization'),
    })
    // The route table is typed per name; looked up by a runtime name, its handler's type is the union.
    const handler = name ? (routes[name] as StubHandler<EndpointName> | undefined) : undefined
    const reply = handler
      ? await handler({ body: body as never, query: url.searchParams })
      : { status: 404, body: { error: 2, message: 'not found' } }
    return new Response('raw' in reply ? reply.raw : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  const of = (name: EndpointName) => calls.filter((c) => c.name === name)
  return { calls, of, fetchMock }
}

/** A success with `data` (checked against the route's reply type where it is used). */
export const ok =
  <D>(data: D) =>
  () => ({ body: { error: 0, data } })
/** A business refusal with its Thai message (HTTP 200). */
export const refuse =
  (message: string, error = 1) =>
  () => ({ body: { error, message } })
/** An HTTP failure the api-client reacts to (400 goes to `/`, 401 to `/login`). */
export const httpStatus = (status: 400 | 401 | 500) => () => ({ status, body: { error: status } })

export const CONFIG: AgentConfig = {
  agent_code: 'bw222',
  agent_id: 3,
  name: 'BW222',
  info: {
    agent_logo: '/images/logo.svg',
    line_admin_url: 'https://line.me/R/ti/p/@bw222admin',
    line_contact_url: 'https://line.me/R/ti/p/@bw222',
  },
}

export const IMPORTANT: Notification[] = [
  { id: 1, type: 1, image: null, title: 'ปิดปรับปรุงระบบธนาคาร', description: 'ทุกวันอาทิตย์' },
  { id: 2, type: 1, image: null, title: 'โปรโมชั่นใหม่', description: 'รับโบนัส 50%' },
]
export const NEWS: Notification[] = [
  { id: 3, type: 2, image: null, title: 'หวยรัฐบาลงวดนี้', description: 'ปิดรับ 15:00 น.' },
]
export const EVENTS: EventItem[] = [{ id: 1, image: '/images/event-poll.svg', title: 'ทายผลบอลโลก' }]
export const WALLETS: Wallet[] = [
  { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1000, wallet_type_id: 1 },
  { id: 2, wallet_name: 'เครดิตฟรี', balance: 0, wallet_type_id: 2 },
]

export const MEMBER_INFO: UserInfo = {
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

/** The agent's content calls, with overridable answers. */
export function agentRoutes({
  notifications = [...IMPORTANT, ...NEWS],
  events = EVENTS,
}: {
  notifications?: Notification[]
  events?: EventItem[]
} = {}): StubRoutes {
  return {
    agentConfig: ok(CONFIG),
    agentValidate: ok({ agent_code: CONFIG.agent_code, agent_id: CONFIG.agent_id }),
    notifications: ok(notifications),
    banners: ok([]),
    events: ok(events),
  }
}

/** A logged-in member's start-up calls: wallets, user info, logout. */
export const walletRoutes = (wallets: Wallet[] = WALLETS): StubRoutes => ({
  memberWallets: ok(wallets),
  userInfo: ok(MEMBER_INFO),
  logout: () => ({ body: { error: 0 } }),
})

/** A member's calls on the money pages: login (see payment/render-page.tsx), start-up, promotions. */
export const memberRoutes = (wallets: Wallet[] = WALLETS): StubRoutes => ({
  login: () => ({ body: { error: 0, access_token: 'token-abc', data: MEMBER_INFO } }),
  ...agentRoutes(),
  memberWallets: ok(wallets),
  userInfo: ok(MEMBER_INFO),
  promotionList: ok([]),
})

/** A logged-in member in local_data, as the login flow stores it (`token`: another member's). */
export function storeMember(token = 'token-abc'): void {
  localStorage.setItem(
    'local_data',
    JSON.stringify({
      user: { access_token: token, info: MEMBER_INFO },
      local: { isLoggedIn: true },
      lobby: {},
    }),
  )
}
