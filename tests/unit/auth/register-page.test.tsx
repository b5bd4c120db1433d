import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import RegisterPage from '../../../src/app/routes/register'
import { isLoggedInAtom } from '../../../src/features/auth/atoms'
import { renderRoute } from '../render'
import { loginReply, stubApi } from './setup'

beforeEach(() => {
  localStorage.clear()
})

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select' })
const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'สมัครสมาชิก' }))

async function fillValidForm() {
  const user = userEvent.setup()
  await user.type(input('เบอร์โทรศัพท์'), '0812345678')
  await user.type(input('รหัสผ่าน'), 'long-enough-1')
  await user.type(input('ยืนยันรหัสผ่าน'), 'long-enough-1')
  await user.selectOptions(input('ธนาคาร'), '004')
  await user.type(input('เลขบัญชีธนาคาร'), '1234567890')
  await user.type(input('ชื่อบัญชี'), 'สมชาย ใจดี')
  await user.click(screen.getByText('ฉันยืนยันว่ามีอายุ 20 ปีขึ้นไป'))
}

describe('/register', () => {
  it('says what is missing in Thai, field by field, and sends nothing', async () => {
    const api = stubApi({})
    renderRoute(<RegisterPage />, { path: '/register' })
    await submit()
    for (const message of [
      'กรุณากรอกเบอร์โทรศัพท์',
      'กรุณากรอกรหัสผ่าน',
      'กรุณาเลือกธนาคาร',
      'เลขบัญชีต้องเป็นตัวเลข 10-15 หลัก',
      'กรุณากรอกชื่อบัญชีอย่างน้อย 2 ตัวอักษร',
      'กรุณายืนยันว่าคุณมีอายุ 20 ปีขึ้นไป',
    ]) {
      expect(screen.getByText(message)).toBeTruthy()
    }
    expect(api.calls).toHaveLength(0)
  })

  it('explains a wrong phone, a short password and a confirmation that differs', async () => {
    stubApi({})
    renderRoute(<RegisterPage />, { path: '/register' })
    const user = userEvent.setup()
    await user.type(input('เบอร์โทรศัพท์'), '812345')
    await user.type(input('รหัสผ่าน'), 'short')
    await user.type(input('ยืนยันรหัสผ่าน'), 'other')
    await submit()
    expect(screen.getByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0')).toBeTruthy()
    expect(screen.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร')).toBeTruthy()
    expect(screen.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeTruthy()
  })

  it('tells early that the phone is already registered (check_account on blur)', async () => {
    const api = stubApi({
      checkAccount: () => ({ body: { error: 0, data: { phone_available: false } } }),
    })
    renderRoute(<RegisterPage />, { path: '/register' })
    const user = userEvent.setup()
    await user.type(input('เบอร์โทรศัพท์'), '0812345678')
    await user.tab()
    expect(await screen.findByText('เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว')).toBeTruthy()
    expect(api.calls[0]).toMatchObject({ path: 'check_account', body: { phone: '0812345678' } })
  })

  it('registers with the referral code of ?ref=, logs the member in and goes home', async () => {
    const api = stubApi({
      checkAccount: () => ({
        body: { error: 0, data: { phone_available: true, bank_account_available: true } },
      }),
      register: () => loginReply('tok-new'),
    })
    const page = renderRoute(<RegisterPage />, { path: '/register?ref=FRIEND1' })
    expect(screen.getByText('FRIEND1')).toBeTruthy()
    await fillValidForm()
    await submit()
    await waitFor(() => expect(page.currentPath()).toBe('/'))
    expect(page.store.get(isLoggedInAtom)).toBe(true)
    expect(api.calls.find((c) => c.path === 'register')?.body).toEqual({
      phone: '0812345678',
      password: 'long-enough-1',
      bank_code: '004',
      bank_account_no: '1234567890',
      bank_account_name: 'สมชาย ใจดี',
      ref: 'FRIEND1',
      accept_age: true,
    })
  })

  it('shows the server’s refusal in Thai', async () => {
    stubApi({
      checkAccount: () => ({ body: { error: 0, data: {} } }),
      register: () => ({ body: { error: 1, message: 'เลขบัญชีนี้ถูกใช้งานแล้ว' } }),
    })
    const page = renderRoute(<RegisterPage />, { path: '/register' })
    await fillValidForm()
    await submit()
    expect((await screen.findByRole('alert')).textContent).toBe('เลขบัญชีนี้ถูกใช้งานแล้ว')
    expect(page.store.get(isLoggedInAtom)).toBe(false)
  })
})
