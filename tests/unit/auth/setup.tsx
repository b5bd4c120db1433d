import type { UserInfo } from '../../../src/contract/auth'
import { renderApp } from '../render'
import { type EndpointName, type StubCall, type StubRoutes, stubApi as stubAll } from '../stub-api'

/**
 * Auth pages render inside the site's own providers (SHELL's `renderApp`: our Chakra system, a
 * fresh jotai store, the app's start-up effects including the 400/401 reactions) under wouter's
 * memory location; `currentPath()` is where the member is now.
 */
export const renderPage = renderApp

/** The account calls (spec section 7) these tests make assertions on. */
const ACCOUNT_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'login',
  'register',
  'checkAccount',
  'userInfo',
  'logout',
  'changePassword',
  'resetPassword',
  'resetPasswordV2',
  'updateSubBankAccount',
])

/**
 * The typed stub (`../stub-api.ts`) whose `calls` lists the account calls only (the app's start-up
 * calls for agent content and wallets are not what these tests are about).
 */
export function stubApi(routes: StubRoutes) {
  const api = stubAll(routes)
  return {
    get calls(): StubCall[] {
      return api.calls.filter((c) => c.name !== undefined && ACCOUNT_CALLS.has(c.name))
    },
    fetchMock: api.fetchMock,
  }
}

export const USER_INFO: UserInfo = {
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
