import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '../../../src/contract/endpoints'
import {
  clearUserAtom,
  isLoggedInAtom,
  loginAtom,
  logoutAtom,
  userInfoAtom,
  validateLoginAtom,
} from '../../../src/features/auth/atoms'
import { restoreSession } from '../../../src/features/auth/session'
import { ApiError, call } from '../../../src/lib/api-client'
import { readAccessToken } from '../../../src/lib/session'
import { stubApi as stubAll } from '../stub-api'
import { loginReply, stubApi, USER_INFO } from './setup'

const stored = () => JSON.parse(localStorage.getItem('local_data') ?? 'null')
const credentials = { username: '0812345678', password: 'secret-pass-1' }

beforeEach(() => {
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('login', () => {
  it('stores the user, sets the bearer token and the logged-in flag on success', async () => {
    const api = stubApi({
      login: () => loginReply('tok-1'),
      userInfo: () => ({ body: { error: 0, data: USER_INFO } }),
    })
    const store = createStore()
    await store.set(loginAtom, credentials)

    expect(store.get(isLoggedInAtom)).toBe(true)
    expect(store.get(userInfoAtom)?.phone).toBe('0812345678')
    expect(readAccessToken()).toBe('tok-1')
    expect(stored()).toMatchObject({
      user: { access_token: 'tok-1', info: { phone: '0812345678' } },
      local: { isLoggedIn: true },
      lobby: {},
    })
    // Later calls carry the token.
    await store.set(validateLoginAtom)
    expect(api.calls.at(-1)).toMatchObject({ path: 'get_user_info', authorization: 'Bearer tok-1' })
  })

  it("sends reads that are the same for everyone without the token (a first page's HTML preloads them)", async () => {
    const api = stubAll({
      login: () => loginReply('tok-3'),
      lottoRound: () => ({ body: { error: 404, message: 'ไม่พบรอบ' } }),
      gameLobby: () => ({ body: { error: 0, data: { providers: [], last: [], hot: [] } } }),
    })
    await createStore().set(loginAtom, credentials)
    await call(endpoints.lottoRound, { query: { round_id: 7, agent_id: 3 } }).catch(() => {})
    // A public read with a member part (the member's last played games) still carries it.
    await call(endpoints.gameLobby)
    expect(api.calls.map((c) => [c.path, c.authorization])).toEqual([
      ['login', null],
      ['lotto/round', null],
      ['game/lobby', 'Bearer tok-3'],
    ])
  })

  it('a refused login throws the Thai message and clears the user', async () => {
    stubApi({ login: () => loginReply('tok-1') })
    const store = createStore()
    await store.set(loginAtom, credentials)
    stubApi({ login: () => ({ body: { error: 1, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' } }) })

    const failed = store.set(loginAtom, { ...credentials, password: 'wrong' })
    await expect(failed).rejects.toThrow(new ApiError(1, 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'))
    expect(store.get(isLoggedInAtom)).toBe(false)
    expect(store.get(userInfoAtom)).toBeNull()
    expect(readAccessToken()).toBeNull()
    expect(stored()).toMatchObject({ user: null, local: { isLoggedIn: false } })
  })
})

describe('logout', () => {
  it('revokes the session on the server and clears user and user info', async () => {
    const api = stubApi({
      login: () => loginReply('tok-2'),
      logout: () => ({ body: { error: 0 } }),
    })
    const store = createStore()
    await store.set(loginAtom, credentials)
    await store.set(logoutAtom)

    expect(api.calls.at(-1)).toMatchObject({ path: 'logout', authorization: 'Bearer tok-2' })
    expect(store.get(isLoggedInAtom)).toBe(false)
    expect(store.get(userInfoAtom)).toBeNull()
    expect(readAccessToken()).toBeNull()
    expect(stored().user).toBeNull()
  })

  it('a logout error is only logged: the member is logged out anyway', async () => {
    stubApi({
      login: () => loginReply(),
      logout: () => ({ status: 500, body: { error: 500, message: 'x' } }),
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const store = createStore()
    await store.set(loginAtom, credentials)
    await expect(store.set(logoutAtom)).resolves.toBeUndefined()
    expect(logged).toHaveBeenCalled()
    expect(store.get(isLoggedInAtom)).toBe(false)
  })

  it('clearUser forgets the member without a call', async () => {
    const api = stubApi({ login: () => loginReply() })
    const store = createStore()
    await store.set(loginAtom, credentials)
    store.set(clearUserAtom)
    expect(store.get(isLoggedInAtom)).toBe(false)
    expect(api.calls).toHaveLength(1)
  })
})

describe('validateLogin and restoring the session', () => {
  it('refreshes the stored user info from get_user_info', async () => {
    stubApi({
      login: () => loginReply(),
      userInfo: () => ({ body: { error: 0, data: { ...USER_INFO, full_name: 'สมชาย ใหม่' } } }),
    })
    const store = createStore()
    await store.set(loginAtom, credentials)
    await store.set(validateLoginAtom)
    expect(store.get(userInfoAtom)?.full_name).toBe('สมชาย ใหม่')
    expect(stored().user.info.full_name).toBe('สมชาย ใหม่')
  })

  it('does not call the API for a visitor', async () => {
    const api = stubApi({})
    await createStore().set(validateLoginAtom)
    expect(api.calls).toHaveLength(0)
  })

  it('puts the stored token back into the client at start', () => {
    localStorage.setItem(
      'local_data',
      JSON.stringify({
        user: { access_token: 'tok-stored', info: USER_INFO },
        local: { isLoggedIn: true },
        lobby: {},
      }),
    )
    expect(restoreSession()).toBe(true)
    expect(readAccessToken()).toBe('tok-stored')
  })

  it('repairs a logged-in flag without a valid token to logged out', () => {
    localStorage.setItem(
      'local_data',
      JSON.stringify({ user: { access_token: 42 }, local: { isLoggedIn: true }, lobby: {} }),
    )
    expect(restoreSession()).toBe(false)
    expect(readAccessToken()).toBeNull()
    expect(stored()).toMatchObject({ user: null, local: { isLoggedIn: false } })
  })
})
