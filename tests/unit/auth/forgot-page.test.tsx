import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import ForgotPage from '../../../src/app/routes/forgot'
import { renderPage, stubApi } from './setup'

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' })

describe('/forgot', () => {
  it('proves the bank account, says where the code went, then sets the new password with the code', async () => {
    const api = stubApi({
      resetPassword: () => ({
        body: { error: 0, data: { expires_in: 300, sent_to: '08x-xxx-x678' } },
      }),
      resetPasswordV2: () => ({ body: { error: 0, message: 'เปลี่ยนรหัสผ่านสำเร็จ' } }),
    })
    renderPage(<ForgotPage />, { path: '/forgot' })
    const user = userEvent.setup()
    await user.type(input('เบอร์โทรศัพท์'), '0812345678')
    await user.type(input('เลขบัญชีธนาคาร'), '1234567890')
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }))

    expect(
      await screen.findByText(
        'เราส่งรหัส OTP 6 หลักไปที่เบอร์ 08x-xxx-x678 แล้ว กรุณากรอกรหัสภายใน 5 นาที และตั้งรหัสผ่านใหม่',
      ),
    ).toBeTruthy()
    await user.type(input('รหัส OTP'), '12a3456')
    await user.type(input('รหัสผ่านใหม่'), 'brand-new-pass')
    await user.type(input('ยืนยันรหัสผ่านใหม่'), 'brand-new-pass')
    await user.click(screen.getByRole('button', { name: 'บันทึก' }))

    expect(await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่')).toBeTruthy()
    expect(api.calls.map((c) => c.body)).toEqual([
      { phone: '0812345678', bank_account_no: '1234567890' },
      { phone: '0812345678', code: '123456', new_password: 'brand-new-pass' },
    ])
    expect(screen.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }).getAttribute('href')).toBe('/login')
  }, 20_000)

  it('shows the server’s message when the details do not match', async () => {
    const message = 'ข้อมูลไม่ตรงกับที่ลงทะเบียนไว้ กรุณาตรวจสอบเบอร์โทรศัพท์และเลขบัญชี'
    stubApi({ resetPassword: () => ({ body: { error: 1, message } }) })
    renderPage(<ForgotPage />, { path: '/forgot' })
    const user = userEvent.setup()
    await user.type(input('เบอร์โทรศัพท์'), '0812345678')
    await user.type(input('เลขบัญชีธนาคาร'), '9999999999')
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(screen.queryByLabelText('รหัสผ่านใหม่', { selector: 'input' })).toBeNull()
  }, 20_000)

  it('asks for the 6-digit code before sending anything', async () => {
    const api = stubApi({
      resetPassword: () => ({
        body: { error: 0, data: { expires_in: 300, sent_to: '08x-xxx-x678' } },
      }),
    })
    renderPage(<ForgotPage />, { path: '/forgot' })
    const user = userEvent.setup()
    await user.type(input('เบอร์โทรศัพท์'), '0812345678')
    await user.type(input('เลขบัญชีธนาคาร'), '1234567890')
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }))
    await user.type(await screen.findByLabelText('รหัส OTP', { selector: 'input' }), '123')
    await user.type(input('รหัสผ่านใหม่'), 'brand-new-pass')
    await user.type(input('ยืนยันรหัสผ่านใหม่'), 'brand-new-pass')
    await user.click(screen.getByRole('button', { name: 'บันทึก' }))
    expect(await screen.findByText('กรุณากรอกรหัส OTP 6 หลักที่ได้รับทาง SMS')).toBeTruthy()
    expect(api.calls).toHaveLength(1)
  }, 20_000)

  it('an expired code: the server says so and the member can ask for a new one', async () => {
    const expired = 'รหัส OTP หมดอายุหรือถูกใช้ครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่'
    stubApi({
      resetPassword: () => ({
        body: { error: 0, data: { expires_in: 300, sent_to: '08x-xxx-x678' } },
      }),
      resetPasswordV2: () => ({ body: { error: 1, message: expired } }),
    })
    renderPage(<ForgotPage />, { path: '/forgot' })
    const user = userEvent.setup()
    await user.type(input('เบอร์โทรศัพท์'), '0812345678')
    await user.type(input('เลขบัญชีธนาคาร'), '1234567890')
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }))
    await user.type(await screen.findByLabelText('รหัส OTP', { selector: 'input' }), '654321')
    await user.type(input('รหัสผ่านใหม่'), 'brand-new-pass')
    await user.type(input('ยืนยันรหัสผ่านใหม่'), 'brand-new-pass')
    await user.click(screen.getByRole('button', { name: 'บันทึก' }))
    expect((await screen.findByRole('alert')).textContent).toBe(expired)
    await user.click(screen.getByRole('button', { name: 'ทำรายการใหม่' }))
    expect(input('เลขบัญชีธนาคาร')).toBeTruthy()
  }, 20_000)
})
