import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
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
  withdrawable: 1000,
  locks: [],
  sub_bank: null,
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
const submit = () => userEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }))
/** The confirmation that comes before anything is sent. */
const confirmDialog = () => screen.findByRole('alertdialog', { name: 'ยืนยันการถอนเงิน' })
const confirmWithdraw = async () =>
  userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'ยืนยันถอนเงิน' }))
const SUB = { bank_code: '002', bank_name: 'กรุงเทพ', account_no: '7001002003', account_name: 'สมชาย ใจดี' }
const LOCK = {
  member_promotion_id: 41,
  title: 'สมาชิกใหม่ รับโบนัส 50%',
  amount: 1000,
  turnover: { done: 120, required: 5000 },
}

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

  it('shows the server refusal word for word after the confirmation', async () => {
    const message = 'ยอดเงินในกระเป๋าหลักไม่เพียงพอ'
    stubApi({
      ...memberRoutes(),
      withdrawConfig: ok(config()),
      withdrawList: ok({ items: [], total: 0, page: 1, page_size: 10 }),
      withdraw: refuse(message),
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    await userEvent.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน (บาท)'), '300')
    await submit()
    await confirmWithdraw()
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(screen.queryByRole('alertdialog')).toBeNull()
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
      withdrawConfig: () => ok(config({ balance: held ? 700 : 1000, withdrawable: held ? 700 : 1000 }))(),
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
    await confirmWithdraw()
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

  it('asks to confirm amount and account first; cancelling sends nothing', async () => {
    const api = stubApi({
      ...memberRoutes(),
      withdrawConfig: ok(config()),
      withdrawList: ok({ items: [], total: 0, page: 1, page_size: 10 }),
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    await userEvent.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน (บาท)'), '450.50')
    await submit()
    const dialog = await confirmDialog()
    expect(within(dialog).getByTestId('withdraw-confirm-amount').textContent).toBe('ถอนเงิน ฿450.50')
    expect(within(dialog).getByText('กสิกรไทย ••••••7890 (สมชาย ใจดี)')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.of('withdraw')).toHaveLength(0)
    expect((amountInput() as HTMLInputElement).value).toBe('450.50')
  })

  it('sends the withdrawal to the sub account when the member picks it', async () => {
    const api = stubApi({
      ...memberRoutes(),
      withdrawConfig: ok(config({ sub_bank: SUB })),
      withdrawList: ok({ items: [], total: 0, page: 1, page_size: 10 }),
      withdraw: ok({ ...withdrawal(5, 300, 'waiting'), bank: SUB }),
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    const group = await screen.findByRole('group', { name: 'ถอนเข้าบัญชี' })
    const main = within(group).getByRole('radio', { name: /บัญชีหลัก/ }) as HTMLInputElement
    expect(main.checked).toBe(true)
    await userEvent.click(within(group).getByRole('radio', { name: /บัญชีสำรอง/ }))
    await userEvent.type(amountInput(), '300')
    await submit()
    expect(within(await confirmDialog()).getByText('กรุงเทพ ••••••2003 (สมชาย ใจดี)')).toBeTruthy()
    await confirmWithdraw()
    await waitFor(() => expect(api.of('withdraw')).toHaveLength(1))
    expect(api.of('withdraw')[0].body).toEqual({ amount: 300, account: 'sub' })
  })

  it('shows what can be withdrawn now and which bonus holds the rest back, with its turnover', async () => {
    const api = stubApi({
      ...memberRoutes(),
      withdrawConfig: ok(
        config({
          balance: 1500,
          withdrawable: 500,
          // A coupon's credit binds only the bonus wallet: it holds nothing here and is not listed.
          locks: [LOCK, { ...LOCK, member_promotion_id: 42, title: 'คูปอง LUCKY100', amount: 0 }],
        }),
      ),
      withdrawList: ok({ items: [], total: 0, page: 1, page_size: 10 }),
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    await waitFor(() => expect(screen.getByTestId('withdraw-balance').textContent).toBe('฿500.00'))
    expect(screen.getByText('ยอดในกระเป๋าหลัก ฿1,500.00')).toBeTruthy()
    const locks = screen.getByRole('list', { name: 'ยอดที่ยังถอนไม่ได้' })
    expect(within(locks).getByText('สมาชิกใหม่ รับโบนัส 50%')).toBeTruthy()
    expect(within(locks).getByText('ยอดที่ติดเงื่อนไข ฿1,000.00')).toBeTruthy()
    expect(within(locks).getByText('ทำเทิร์นแล้ว ฿120.00 / ฿5,000.00')).toBeTruthy()
    expect(within(locks).getAllByRole('listitem')).toHaveLength(1)
    // More than is free is refused on the spot, with the figure.
    await userEvent.type(amountInput(), '600')
    await submit()
    expect(await screen.findByText('ตอนนี้ถอนได้ไม่เกิน ฿500.00')).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(api.of('withdraw')).toHaveLength(0)
  })

  it('says nothing can be withdrawn yet, and why, when a bonus holds the whole wallet', async () => {
    stubApi({
      ...memberRoutes(),
      withdrawConfig: ok(config({ withdrawable: 0, locks: [LOCK] })),
      withdrawList: ok({ items: [], total: 0, page: 1, page_size: 10 }),
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    await waitFor(() => expect(screen.getByTestId('withdraw-balance').textContent).toBe('฿0.00'))
    await userEvent.type(amountInput(), '300')
    await submit()
    expect(await screen.findByText('ตอนนี้ยังถอนไม่ได้ เพราะโบนัสที่ทำเทิร์นยังไม่ครบ (ดูรายละเอียดด้านบน)')).toBeTruthy()
  })

  it('gives up a bonus after a confirmation that says what is lost and unlocked, then reloads', async () => {
    let forfeited = false
    const api = stubApi({
      ...memberRoutes([
        { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1500, wallet_type_id: 1 },
        { id: 3, wallet_name: 'โบนัส', balance: 240.5, wallet_type_id: 3 },
      ]),
      withdrawConfig: () =>
        ok(
          forfeited
            ? config({ balance: 1500, withdrawable: 1500 })
            : config({ balance: 1500, withdrawable: 500, locks: [LOCK] }),
        )(),
      withdrawList: ok({ items: [], total: 0, page: 1, page_size: 10 }),
      forfeitBonus: () => {
        forfeited = true
        return { body: { error: 0, message: 'สละโบนัสแล้ว' } }
      },
    })
    await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
    const locks = await screen.findByRole('list', { name: 'ยอดที่ยังถอนไม่ได้' })
    await userEvent.click(within(locks).getByRole('button', { name: 'สละโบนัส' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'ยืนยันการสละโบนัส' })
    expect(within(dialog).getByText('เครดิตโบนัสคงเหลือ ฿240.50 จะถูกยกเลิก')).toBeTruthy()
    expect(within(dialog).getByText('ยอด ฿1,000.00 ในกระเป๋าหลักจะถอนได้ทันที')).toBeTruthy()
    expect(api.of('forfeitBonus')).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'สละโบนัส' }))
    await waitFor(() => expect(screen.getByTestId('withdraw-balance').textContent).toBe('฿1,500.00'))
    expect(screen.queryByRole('list', { name: 'ยอดที่ยังถอนไม่ได้' })).toBeNull()
    const [call] = api.of('forfeitBonus')
    expect(call.body).toEqual({ member_promotion_id: 41 })
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('removes "request sent" once the operator decided the request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let status: WithdrawStatus | 'none' = 'none'
      stubApi({
        ...memberRoutes(),
        withdrawConfig: ok(config()),
        withdrawList: () =>
          ok({
            items: status === 'none' ? [] : [withdrawal(9, 300, status)],
            total: status === 'none' ? 0 : 1,
            page: 1,
            page_size: 10,
          })(),
        withdraw: () => {
          status = 'waiting'
          return ok(withdrawal(9, 300, 'waiting'))()
        },
      })
      await renderMemberPage(<WithdrawPage />, { path: '/member/withdraw' })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      await user.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน (บาท)'), '300')
      await user.click(screen.getByRole('button', { name: 'ถอนเงิน' }))
      await user.click(within(await confirmDialog()).getByRole('button', { name: 'ยืนยันถอนเงิน' }))
      expect(await screen.findByText('ส่งคำขอถอนเงิน ฿300.00 แล้ว รอดำเนินการ')).toBeTruthy()
      status = 'success'
      await vi.advanceTimersByTimeAsync(5500)
      const list = screen.getByRole('list', { name: 'รายการถอนเงิน' })
      await waitFor(() => expect(within(list).getByText('สำเร็จ')).toBeTruthy())
      expect(screen.queryByText('ส่งคำขอถอนเงิน ฿300.00 แล้ว รอดำเนินการ')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
