import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { DEMO_URL, E2E_OPERATOR_TOKEN, type Member } from './helpers'

/** The lottery's steps shared by lotto.spec.ts and yeekee.spec.ts: operator calls, money in, the slip. */

const operatorHeaders = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }

/** What the back office does: a call to the operator API (answers `data`). */
export async function operator(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`${DEMO_URL}/api/operator/${path}`, { data, headers: operatorHeaders })
  const body = await res.json()
  expect(body.error, body.message).toBe(0)
  return body.data
}

/** Money in the member's wallet: a PromptPay QR order, paid (confirmed by the operator). */
export async function deposit(request: APIRequestContext, member: Member, amount: number) {
  const auth = { authorization: `Bearer ${member.token}` }
  const channels = await (
    await request.get(`${DEMO_URL}/api/member/payment/channels`, { headers: auth })
  ).json()
  const promptpay = channels.data.find((c: { type: string }) => c.type === 'promptpay')
  const order = await (
    await request.post(`${DEMO_URL}/api/member/payment/generate_qr`, {
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
      data: { channel_id: promptpay.id, amount },
    })
  ).json()
  expect(order.error, order.message).toBe(0)
  await operator(request, 'payment/confirm', { order_id: order.data.id })
}

export const header = (page: Page) => page.getByRole('banner')
const pad = (page: Page) => page.getByRole('group', { name: 'แป้นตัวเลข' })
/** Types digits on the slip's number pad. */
export async function press(page: Page, digits: string) {
  for (const d of digits) await pad(page).getByRole('button', { name: d, exact: true }).click()
}
export const betType = (page: Page, name: string) =>
  page.getByRole('group', { name: 'ประเภทการแทง' }).getByRole('button', { name: new RegExp(`^${name}`) })

/** Sets the stake of every line on the slip. */
export async function stakeAll(page: Page, amount: string) {
  await page.getByLabel('ราคาแทงทุกรายการ (บาท)').fill(amount)
  await page.getByRole('button', { name: 'ใช้กับทุกรายการ' }).click()
}

/** ตรวจสอบโพย → the bill dialog → ยืนยันแทง; answers the bill/create reply. */
export async function placeBill(page: Page) {
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click()
  const dialog = page.getByRole('dialog', { name: 'ยืนยันโพย' })
  await expect(dialog).toBeVisible()
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/lotto/bill/create'))
  await dialog.getByRole('button', { name: 'ยืนยันแทง' }).click()
  const body = await (await reply).json()
  expect(body.error, body.message).toBe(0)
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`ส่งโพยสำเร็จ (โพยเลขที่ ${body.data.id})`)).toBeVisible()
  return body.data as { id: number; total: number }
}

/** `฿8,500.00` as the site writes money. */
export const money = (n: number) => `฿${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`
