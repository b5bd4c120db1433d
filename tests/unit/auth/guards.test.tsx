import { screen } from '@testing-library/react'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Route, Switch } from 'wouter'
import { loginAtom } from '../../../src/features/auth/atoms'
import { RequireMember, RequireVisitor } from '../../../src/features/auth/components/guards'
import { loginReply, renderPage, stubApi } from './setup'

function Pages() {
  return (
    <Switch>
      <Route path="/">หน้าแรก</Route>
      <Route path="/member/profile">
        <RequireMember>หน้าโปรไฟล์</RequireMember>
      </Route>
      <Route path="/login">
        <RequireVisitor>หน้าเข้าสู่ระบบ</RequireVisitor>
      </Route>
      <Route path="/member/deposit">หน้าฝากเงิน</Route>
    </Switch>
  )
}

async function memberStore() {
  stubApi({ login: () => loginReply() })
  const store = createStore()
  await store.set(loginAtom, { username: '0812345678', password: 'secret-pass-1' })
  return store
}

beforeEach(() => {
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('route guards (logged-in flag in local storage)', () => {
  it('sends a visitor from a member page to /', async () => {
    const page = renderPage(<Pages />, { path: '/member/profile' })
    expect(await screen.findByText('หน้าแรก')).toBeTruthy()
    expect(screen.queryByText('หน้าโปรไฟล์')).toBeNull()
    expect(page.currentPath()).toBe('/')
  })

  it('shows a member page to a member', async () => {
    renderPage(<Pages />, { path: '/member/profile', store: await memberStore() })
    expect(screen.getByText('หน้าโปรไฟล์')).toBeTruthy()
  })

  it('sends a member from the login page to /', async () => {
    const page = renderPage(<Pages />, { path: '/login', store: await memberStore() })
    expect(await screen.findByText('หน้าแรก')).toBeTruthy()
    expect(page.currentPath()).toBe('/')
  })

  it('sends a member to a safe ?next= path inside the site', async () => {
    renderPage(<Pages />, { path: '/login?next=/member/deposit', store: await memberStore() })
    expect(await screen.findByText('หน้าฝากเงิน')).toBeTruthy()
  })

  it('ignores a ?next= pointing to another site', async () => {
    renderPage(<Pages />, { path: '/login?next=//evil.example/x', store: await memberStore() })
    expect(await screen.findByText('หน้าแรก')).toBeTruthy()
  })

  it('shows the login page to a visitor', () => {
    renderPage(<Pages />, { path: '/login' })
    expect(screen.getByText('หน้าเข้าสู่ระบบ')).toBeTruthy()
  })
})
