import { screen, waitFor } from '@testing-library/react'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Route, Switch } from 'wouter'
import { SESSION_EXPIRED } from '../../../src/app/api-reactions'
import * as endpoints from '../../../src/contract/endpoints'
import { getUserInfo } from '../../../src/features/auth/api'
import { isLoggedInAtom, loginAtom, validateLoginAtom } from '../../../src/features/auth/atoms'
import { call } from '../../../src/lib/api-client'
import { readAccessToken } from '../../../src/lib/session'
import { loginReply, renderPage, stubApi } from './setup'

// The real toaster stays mounted; only showToast is watched.
const toaster = vi.hoisted(() => ({ showToast: vi.fn() }))
vi.mock('../../../src/components/ui/toaster', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  showToast: toaster.showToast,
}))

/** The app's providers (renderApp) mount useApiReactions once, as in the site. */
function App() {
  return (
    <Switch>
      <Route path="/">หน้าแรก</Route>
      <Route path="/login">หน้าเข้าสู่ระบบ</Route>
      <Route path="/member/profile">หน้าโปรไฟล์</Route>
    </Switch>
  )
}

async function loggedIn(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ login: () => loginReply('tok-old'), ...routes })
  const store = createStore()
  await store.set(loginAtom, { username: '0812345678', password: 'secret-pass-1' })
  return { api, store }
}

beforeEach(() => {
  localStorage.clear()
  toaster.showToast.mockClear()
})

describe('useApiReactions', () => {
  it('401 on an account call: clears the member, goes to /login and says the session expired', async () => {
    const { store } = await loggedIn({ userInfo: () => ({ status: 401, body: { error: 401 } }) })
    const page = renderPage(<App />, { path: '/member/profile', store })
    await store.set(validateLoginAtom)

    expect(await screen.findByText('หน้าเข้าสู่ระบบ')).toBeTruthy()
    expect(page.currentPath()).toBe('/login')
    expect(store.get(isLoggedInAtom)).toBe(false)
    expect(readAccessToken()).toBeNull()
    expect(JSON.parse(localStorage.getItem('local_data') ?? '{}').user).toBeNull()
    expect(toaster.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: SESSION_EXPIRED }))
    expect(SESSION_EXPIRED).toBe('เซสซั่นหมดอายุ กรุณาลองใหม่')
  })

  it('401 outside the account and lotto areas (logout, area other): same redirect, no toast', async () => {
    const { store } = await loggedIn({
      logout: () => ({ status: 401, body: { error: 401 } }),
    })
    const page = renderPage(<App />, { path: '/', store })
    await expect(call(endpoints.logout)).rejects.toThrow()
    await waitFor(() => expect(page.currentPath()).toBe('/login'))
    expect(store.get(isLoggedInAtom)).toBe(false)
    expect(toaster.showToast).not.toHaveBeenCalled()
  })

  it('several 401s at once give one toast', async () => {
    const { store } = await loggedIn({ userInfo: () => ({ status: 401, body: { error: 401 } }) })
    renderPage(<App />, { path: '/member/profile', store })
    await Promise.allSettled([getUserInfo(), getUserInfo(), getUserInfo()])
    expect(toaster.showToast).toHaveBeenCalledTimes(1)
  })

  it('400 on any call goes to /', async () => {
    const { store } = await loggedIn({ userInfo: () => ({ status: 400, body: { error: 400 } }) })
    const page = renderPage(<App />, { path: '/member/profile', store })
    await expect(getUserInfo()).rejects.toThrow()
    await waitFor(() => expect(page.currentPath()).toBe('/'))
    expect(store.get(isLoggedInAtom)).toBe(true)
  })
})
