import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import ProfilePage from '../../../src/app/routes/profile'
import { loginAtom, userInfoAtom } from '../../../src/features/auth/atoms'
import { loginReply, renderPage, stubApi, USER_INFO } from './setup'

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select' })

async function memberPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ login: () => loginReply(), ...routes })
  const store = createStore()
  await store.set(loginAtom, { username: '0812345678', password: 'secret-pass-1' })
  const page = renderPage(<ProfilePage />, { path: '/member/profile', store })
  // The password forms show once the LINE status says which kind the member needs.
  await screen.findByRole('heading', { name: /^(เปลี่ยนรหัสผ่าน|ตั้งรหัสผ่าน)$/ })
  return { api, ...page }
}

beforeEach(() => {
  localStorage.clear()
})

describe('/member/profile', () => {
  it('shows phone, name, masked main account, member-since date in the Buddhist era and the referral link', async () => {
    await memberPage()
    expect(screen.getByText('0812345678')).toBeTruthy()
    expect(screen.getByText('สมชาย ใจดี')).toBeTruthy()
    expect(screen.getByText('กสิกรไทย ••••••7890 (สมชาย ใจดี)')).toBeTruthy()
    expect(screen.getByText('15 ม.ค. 2569')).toBeTruthy()
    expect(screen.getByText(`${window.location.origin}/register?ref=SOMCHAI7`)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'คัดลอกลิงก์' })).toBeTruthy()
  })

  it('changes the password and says other sessions were signed out', async () => {
    const { api } = await memberPage({ changePassword: () => ({ body: { error: 0 } }) })
    const user = userEvent.setup()
    await user.type(input('รหัสผ่านเดิม'), 'secret-pass-1')
    await user.type(input('รหัสผ่านใหม่'), 'secret-pass-2')
    await user.type(input('ยืนยันรหัสผ่านใหม่'), 'secret-pass-2')
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }))
    expect(await screen.findByText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว อุปกรณ์อื่นที่เข้าสู่ระบบไว้ถูกออกจากระบบแล้ว')).toBeTruthy()
    expect(api.calls.at(-1)?.body).toEqual({ old_password: 'secret-pass-1', new_password: 'secret-pass-2' })
  })

  it('shows a wrong old password refusal from the server', async () => {
    await memberPage({
      changePassword: () => ({ body: { error: 1, message: 'รหัสผ่านเดิมไม่ถูกต้อง' } }),
    })
    const user = userEvent.setup()
    await user.type(input('รหัสผ่านเดิม'), 'not-my-password')
    await user.type(input('รหัสผ่านใหม่'), 'secret-pass-2')
    await user.type(input('ยืนยันรหัสผ่านใหม่'), 'secret-pass-2')
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }))
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านเดิมไม่ถูกต้อง')
  })

  it('saves a sub bank account and shows it in the details', async () => {
    const sub = {
      bank_code: '014',
      bank_name: 'ไทยพาณิชย์',
      account_no: '9876543210',
      account_name: 'สมชาย ใจดี',
    }
    const { store } = await memberPage({
      updateSubBankAccount: () => ({
        body: { error: 0, data: { ...USER_INFO, sub_bank: sub } },
      }),
    })
    expect(screen.getByText('ยังไม่มีบัญชีสำรอง')).toBeTruthy()
    const user = userEvent.setup()
    await user.selectOptions(input('ธนาคาร'), '014')
    await user.type(input('เลขบัญชีธนาคาร'), '9876543210')
    await user.type(input('รหัสผ่านเพื่อยืนยัน'), 'secret-pass-1')
    await user.click(screen.getByRole('button', { name: 'บันทึก' }))
    expect(await screen.findByText('บันทึกบัญชีสำรองเรียบร้อยแล้ว')).toBeTruthy()
    expect(screen.getByText('ไทยพาณิชย์ ••••••3210 (สมชาย ใจดี)')).toBeTruthy()
    expect(store.get(userInfoAtom)?.sub_bank).toEqual(sub)
  })
})

describe('/member/profile of a member who registered with LINE (no password yet)', () => {
  const lineOnly = { enabled: true, linked: true, display_name: 'สมชาย ไลน์', has_password: false }

  it('offers ตั้งรหัสผ่าน instead of changing a password, and holds the sub account until then', async () => {
    let status = lineOnly
    const sent: unknown[] = []
    await memberPage({
      lineStatus: () => ({ body: { error: 0, data: status } }),
      setPassword: ({ body }) => {
        sent.push(body)
        status = { ...lineOnly, has_password: true }
        return { body: { error: 0, message: 'ตั้งรหัสผ่านสำเร็จ', data: status } }
      },
    })
    expect(screen.getByRole('heading', { name: 'ตั้งรหัสผ่าน' })).toBeTruthy()
    expect(screen.queryByLabelText('รหัสผ่านเดิม')).toBeNull()
    expect(screen.queryByRole('button', { name: 'เปลี่ยนรหัสผ่าน' })).toBeNull()
    expect(screen.getByText('ตั้งรหัสผ่านด้านบนก่อน จึงจะเพิ่มบัญชีสำรองได้ (ใช้รหัสผ่านยืนยันทุกครั้งที่เปลี่ยนบัญชี)')).toBeTruthy()
    expect(screen.queryByLabelText('รหัสผ่านเพื่อยืนยัน')).toBeNull()
    expect(screen.getByText('ตั้งรหัสผ่านด้านล่างก่อน จึงจะยกเลิกการเชื่อมต่อ LINE ได้')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' })).toBeNull()

    const user = userEvent.setup()
    await user.type(input('รหัสผ่าน'), 'my first pass')
    await user.type(input('ยืนยันรหัสผ่าน'), 'my first pass')
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่าน' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'ตั้งรหัสผ่านเรียบร้อยแล้ว เข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่านนี้ได้ด้วย',
    )
    expect(sent).toEqual([{ password: 'my first pass' }])
    // With a password: the sub account form (confirmed with it) and unlinking LINE are offered.
    expect(await screen.findByLabelText('รหัสผ่านเพื่อยืนยัน', { selector: 'input' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' })).toBeTruthy()
  })
})
