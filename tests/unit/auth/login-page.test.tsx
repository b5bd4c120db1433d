import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import LoginPage from '../../../src/app/routes/login'
import { isLoggedInAtom } from '../../../src/features/auth/atoms'
import { renderRoute } from '../render'
import { loginReply, stubApi } from './setup'

beforeEach(() => {
  localStorage.clear()
})

async function fillAndSubmit(phone: string, password: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), phone)
  await user.type(screen.getByLabelText('รหัสผ่าน', { selector: 'input' }), password)
  await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }))
}

describe('/login', () => {
  it('asks for the phone and password before sending anything', async () => {
    const api = stubApi({})
    renderRoute(<LoginPage />, { path: '/login' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }))
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeTruthy()
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  it('shows the server’s Thai refusal and stays on /login', async () => {
    stubApi({ login: () => ({ body: { error: 1, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' } }) })
    const page = renderRoute(<LoginPage />, { path: '/login' })
    await fillAndSubmit('0800000001', 'wrong-password')
    expect((await screen.findByRole('alert')).textContent).toBe('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง')
    expect(page.currentPath()).toBe('/login')
    expect(page.store.get(isLoggedInAtom)).toBe(false)
  })

  it('logs in and goes home', async () => {
    const api = stubApi({ login: () => loginReply() })
    const page = renderRoute(<LoginPage />, { path: '/login' })
    await fillAndSubmit('0800000001', 'demo1234')
    await waitFor(() => expect(page.currentPath()).toBe('/'))
    expect(api.calls[0].body).toEqual({ username: '0800000001', password: 'demo1234' })
    expect(page.store.get(isLoggedInAtom)).toBe(true)
  })

  it('returns to a ?next= page inside the site after login', async () => {
    stubApi({ login: () => loginReply() })
    const page = renderRoute(<LoginPage />, { path: '/login?next=/member/deposit' })
    await fillAndSubmit('0800000001', 'demo1234')
    await waitFor(() => expect(page.currentPath()).toBe('/member/deposit'))
  })

  it('the password can be shown and hidden', async () => {
    stubApi({})
    renderRoute(<LoginPage />, { path: '/login' })
    const input = screen.getByLabelText('รหัสผ่าน', { selector: 'input' })
    expect(input.getAttribute('type')).toBe('password')
    await userEvent.setup().click(screen.getByRole('button', { name: 'แสดงรหัส' }))
    expect(input.getAttribute('type')).toBe('text')
  })
})
