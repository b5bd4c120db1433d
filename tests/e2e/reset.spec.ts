import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { DEMO_URL, E2E_OPERATOR_TOKEN, registerMember } from './helpers'

test('a member resets a forgotten password with the code from the demo outbox, and no reply carries the code', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const member = await registerMember(page.request)
  const replies: string[] = []
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return
    try {
      replies.push(`${JSON.stringify(response.headers())}${await response.text()}`)
    } catch {
      // a navigation may discard a body
    }
  })
  await page.goto(PATHS.forgot)
  await page.getByLabel('เบอร์โทรศัพท์').fill(member.phone)
  await page.getByLabel('เลขบัญชีธนาคาร').fill(`1${member.phone}`)
  await page.getByRole('button', { name: 'ถัดไป' }).click()
  await expect(page.getByText(/เราส่งรหัส OTP 6 หลักไปที่เบอร์ 09x-xxx-x\d{3} แล้ว/)).toBeVisible()

  // The operator (or the member's phone) reads the message the demo sender wrote.
  const outbox = await (
    await page.request.get(`${DEMO_URL}/api/operator/outbox?phone=${member.phone}`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    })
  ).json()
  const code = /\b(\d{6})\b/.exec(outbox.data[0].body)?.[1] as string
  expect(code).toMatch(/^\d{6}$/)

  await page.getByLabel('รหัส OTP').fill(code)
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('a-brand-new-pass')
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('a-brand-new-pass')
  await page.getByRole('button', { name: 'บันทึก' }).click()
  await expect(page.getByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่')).toBeVisible()
  expect(replies.length).toBeGreaterThanOrEqual(2)
  for (const reply of replies) expect(reply).not.toContain(code)

  const login = await page.request.post(`${DEMO_URL}/api/login`, {
    data: { username: member.phone, password: 'a-brand-new-pass' },
  })
  expect((await login.json()).error).toBe(0)
})
