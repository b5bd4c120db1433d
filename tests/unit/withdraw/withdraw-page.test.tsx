import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import WithdrawPage from '../../../src/app/routes/withdraw'
import type { Withdrawal, WithdrawConfig, WithdrawStatus } from '../../../src/contract/withdraw'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, refuse, stubApi } from '../stub-api'

const BANK = { bank_code: '004', bank_name: 'กสิกรไทย', account_no: '1234567890', account_name: 'สมชาย ใจดี' }
const config = (overrides: Partial<WithdrawConfig> = {}): WithdrawConfig => ({
  min_amount: 300,
  max_amount: 100000,
  daily_max_amount: 300000,
  daily_max_count: 5,
  today_amount: 0,
  today_count: 0,
  balance: 1000,
  bank: BANK,
  turnover: null,
  ...overrides,
})
const withdrawal = (id: number, amount: number, status: WithdrawStatus): Withdrawal => ({
  id,
  amount,
  status,
  bank: BANK,
  created_at: '2026-11-23T05:00:00.000Z',
  processed_at: null,
})
const amountInput = () => screen.getByLabelText('จำนวนเงินที่ต้องการถอน (บาท)')
const submit = () => userEvent.click(screen.getByRole('button', { name: 'ยืนยันการถอนเงิน' }))

describe('/member/withdraw', () => {
  it('shows the registered account read-only, the balance, limits and the requests with Thai statuses', async () => {
    stubApi({
      ...memberRoutes(),
      withdrawConfig: ok(config({ today_amount: 500, today_count: 1 })),
      withdrawList: ok({
        items: [withdrawal(3, 500, 'waiting'), withdrawal(2, 400, 'success'), withdrawal(1, 300, 'failed')],
        total: 3,
        page: 1,
        page_size: 10,
      }),
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    expect(await screen.findByText('กสิกรไทย ••••••7890 (สมชาย ใจดี)')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: /บัญชี/ })).toBeNull()
    const tabs = screen.getByRole('navigation', { name: 'เมนูการเงิน' })
    expect(within(tabs).getByRole('link', { name: 'ถอนเงิน' }).getAttribute('aria-current')).toBe('page')
    expect(within(tabs).getByRole('link', { name: 'ฝากเงิน' }).getAttribute('href')).toBe('/member/deposit')
    expect(screen.getByTestId('withdraw-balance').textContent).toBe('฿1,000.00')
    expect(screen.getByText('ถอนขั้นต่ำ ฿300.00 สูงสุด ฿100,000.00 ต่อครั้ง')).toBeTruthy()
    expect(screen.getByText('วันนี้ถอนแล้ว ฿500.00 / ฿300,000.00 (1 / 5 ครั้ง)')).toBeTruthy()
    const list = screen.getByRole('list', { name: 'รายการถอนเงิน' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^฿500\.00รอดำเนินการ/),
      expect.stringMatching(/^฿400\.00สำเร็จ/),
      expect.stringMatching(/^฿300\.00ไม่สำเร็จ \(คืนเงินแล้ว\)/),
    ])
  })

  it('refuses an amount under the minimum without calling the server', async () => {
    const api = stubApi({
      ...memberRoutes(),
      withdrawConfig: ok(config()),
      withdrawList: ok({ items: [], total: 0, page: 1, page_size: 10 }),
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    await userEvent.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน (บาท)'), '299.99')
    await submit()
    expect(await screen.findByText('ถอนขั้นต่ำ ฿300.00')).toBeTruthy()
    expect(api.of('withdraw')).toHaveLength(0)
  })

  it('shows the turnover progress and the server refusal word for word', async () => {
    const message = 'ยังทำเทิร์นไม่ครบ (ทำเทิร์นแล้ว ฿120.00 / ฿5,000.00) จึงยังถอนเงินไม่ได้'
    stubApi({
      ...memberRoutes(),
      withdrawConfig: ok(config({ turnover: { done: 120, required: 5000 } })),
      withdrawList: ok({ items: [], total: 0, page: 1, page_size: 10 }),
      withdraw: refuse(message),
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    expect(await screen.findByText('ทำเทิร์นแล้ว ฿120.00 / ฿5,000.00')).toBeTruthy()
    await userEvent.type(amountInput(), '300')
    await submit()
    expect((await screen.findByRole('alert')).textContent).toBe(message)
  })

  it('requests a withdrawal with an idempotency key; the held amount shows in the balance and the list', async () => {
    let held = false
    const api = stubApi({
      ...memberRoutes(),
      memberWallets: () => ({
        body: {
          error: 0,
          data: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: held ? 700 : 1000, wallet_type_id: 1 }],
        },
      }),
      withdrawConfig: () => ok(config({ balance: held ? 700 : 1000 }))(),
      withdrawList: () =>
        ok({
          items: held ? [withdrawal(9, 300, 'waiting')] : [],
          total: held ? 1 : 0,
          page: 1,
          page_size: 10,
        })(),
      withdraw: () => {
        held = true
        return ok(withdrawal(9, 300, 'waiting'))()
      },
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    await userEvent.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน (บาท)'), '300')
    await submit()
    expect(await screen.findByText('ส่งคำขอถอนเงิน ฿300.00 แล้ว รอดำเนินการ')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('withdraw-balance').textContent).toBe('฿700.00'))
    const list = screen.getByRole('list', { name: 'รายการถอนเงิน' })
    expect(within(list).getByText('รอดำเนินการ')).toBeTruthy()
    const region = screen.getByRole('region', { name: 'กระเป๋าเงิน' })
    await waitFor(() => expect(within(region).getByText('฿700.00')).toBeTruthy())
    const [call] = api.of('withdraw')
    expect(call.body).toEqual({ amount: 300 })
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })
})
