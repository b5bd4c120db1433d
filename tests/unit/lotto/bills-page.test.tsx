import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import LottoBillsPage from '../../../src/app/routes/lotto-bills'
import type { LottoBill, LottoBillDetail } from '../../../src/contract/lotto'
import { totalBalanceAtom } from '../../../src/features/wallet/atoms'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, stubApi } from '../stub-api'
import { bill, result, round } from './fixtures'

const page = (items: LottoBill[]) => ({
  body: { error: 0, data: { items, total: items.length, page: 1, page_size: 50 } },
})
const WON = bill({
  id: 502,
  status: 'won',
  payout: 9000,
  can_cancel: false,
  round: round({ status: 'resulted' }),
})
const DETAIL: LottoBillDetail = {
  ...WON,
  lines: [
    {
      id: 1,
      bet_type: '3top',
      name: '3 ตัวบน',
      number: '123',
      amount: 10,
      rate: 900,
      reduced: false,
      potential_payout: 9000,
      status: 'won',
      win_amount: 9000,
    },
    {
      id: 2,
      bet_type: '2bottom',
      name: '2 ตัวล่าง',
      number: '54',
      amount: 10,
      rate: 90,
      reduced: false,
      potential_payout: 900,
      status: 'lost',
      win_amount: 0,
    },
  ],
  result: result(),
}

describe('/lotto/bills', () => {
  it('lists the bills with their status and win, filters by status, and marks the winning lines', async () => {
    const api = stubApi({
      ...memberRoutes(),
      lottoBillList: ({ query }) => page(query.get('status') === 'won' ? [WON] : [bill(), WON]),
      lottoBillDetail: () => ({ body: { error: 0, data: DETAIL } }),
    })
    const view = await renderMemberPage(<LottoBillsPage />, { path: '/lotto/bills' })
    const list = await screen.findByRole('list', { name: 'โพยของฉัน' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const won = screen.getByTestId('bill-502')
    expect(within(won).getByTestId('bill-status').textContent).toBe('ถูกรางวัล')
    expect(within(won).getByTestId('bill-payout').textContent).toBe('ได้รับ ฿9,000.00')
    expect(within(screen.getByTestId('bill-501')).getByTestId('bill-status').textContent).toBe('รอผล')
    expect(api.of('lottoBillList')[0]?.query.get('agent_id')).toBe('3')

    await userEvent.selectOptions(screen.getByLabelText('สถานะ'), 'won')
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/lotto/bills?status=won'))
    await waitFor(() => expect(screen.queryByTestId('bill-501')).toBeNull())
    expect(api.of('lottoBillList').at(-1)?.query.get('status')).toBe('won')

    await userEvent.click(within(screen.getByTestId('bill-502')).getByRole('button', { name: 'รายละเอียด' }))
    const lines = await screen.findByRole('list', { name: 'รายการแทง' })
    const winning = within(lines).getByRole('listitem', { name: '3 ตัวบน 123' })
    expect(winning.getAttribute('data-status')).toBe('won')
    expect(within(winning).getByText('ถูกรางวัล ได้รับ ฿9,000.00')).toBeTruthy()
    expect(
      within(within(lines).getByRole('listitem', { name: '2 ตัวล่าง 54' })).getByText('ไม่ถูกรางวัล'),
    ).toBeTruthy()
    expect(api.of('lottoBillDetail')[0]?.query.get('bill_id')).toBe('502')
  }, 30_000)

  it('cancels an open bill after a confirmation, with an Idempotency-Key, and reloads bills and balance', async () => {
    let cancelled = false
    const api = stubApi({
      ...memberRoutes(),
      lottoBillList: () => page([cancelled ? bill({ status: 'cancelled', can_cancel: false }) : bill()]),
      lottoBillCancel: () => {
        cancelled = true
        return { body: { error: 0, data: bill({ status: 'cancelled', can_cancel: false }) } }
      },
    })
    const { store } = await renderMemberPage(<LottoBillsPage />, { path: '/lotto/bills' })
    // The header's balance (not rendered here) is what shows the refresh.
    const header = store.sub(totalBalanceAtom, () => {})
    const item = await screen.findByTestId('bill-501')
    const wallets = api.of('memberWallets').length
    await userEvent.click(within(item).getByRole('button', { name: 'ยกเลิกโพย' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'ยกเลิกโพยนี้?' })
    expect(within(confirm).getByText('ยอดแทง ฿30.00 จะคืนเข้ากระเป๋า')).toBeTruthy()
    await userEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันยกเลิก' }))
    await waitFor(() =>
      expect(within(screen.getByTestId('bill-501')).getByTestId('bill-status').textContent).toBe('ยกเลิกโพย'),
    )
    const sent = api.of('lottoBillCancel')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({ agent_id: 3, bill_id: 501 })
    expect(sent[0]?.idempotencyKey).toBeTruthy()
    expect(within(screen.getByTestId('bill-501')).queryByRole('button', { name: 'ยกเลิกโพย' })).toBeNull()
    await waitFor(() => expect(api.of('memberWallets').length).toBeGreaterThan(wallets))
    header()
  }, 30_000)
})
