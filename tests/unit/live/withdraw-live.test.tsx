import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import WithdrawPage from '../../../src/app/routes/withdraw'
import { Header } from '../../../src/app/shell/header'
import type { WithdrawConfig, WithdrawStatus } from '../../../src/contract/withdraw'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, stubApi } from '../stub-api'
import { stubLive } from './live-stub'

const BANK = { bank_code: '004', bank_name: 'กสิกรไทย', account_no: '1234567890', account_name: 'สมชาย ใจดี' }
const CONFIG: WithdrawConfig = {
  min_amount: 300,
  max_amount: 100000,
  daily_max_amount: 300000,
  daily_max_count: 5,
  today_amount: 300,
  today_count: 1,
  balance: 700,
  bank: BANK,
  sub_bank: null,
  turnover: null,
  withdrawable: 700,
  locks: [],
}
const request = (status: WithdrawStatus) => ({
  id: 8,
  amount: 300,
  status,
  bank: BANK,
  created_at: '2026-11-23T05:00:00.000Z',
  processed_at: null,
})

describe('/member/withdraw with live updates', () => {
  it('a rejected request shows at once on its event, and the money given back shows in the header', async () => {
    let status: WithdrawStatus = 'waiting'
    let balance = 700
    stubApi({
      ...memberRoutes(),
      memberWallets: () => ({
        body: { error: 0, data: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance, wallet_type_id: 1 }] },
      }),
      withdrawConfig: () => ok({ ...CONFIG, balance, withdrawable: balance })(),
      withdrawList: () => ok({ items: [request(status)], total: 1, page: 1, page_size: 10 })(),
    })
    const live = stubLive()
    await renderMemberPage(
      <>
        <Header />
        <WithdrawPage />
      </>,
      { path: '/member/withdraw' },
    )
    const requests = await screen.findByRole('list', { name: 'รายการถอนเงิน' })
    expect(within(requests).getByText('รอดำเนินการ')).toBeTruthy()
    await waitFor(() => expect(live.connections).toHaveLength(1))
    live.send('ready')

    status = 'failed'
    balance = 1000
    live.send('withdraw', { id: 8, status: 'failed' })
    expect(await within(requests).findByText('ไม่สำเร็จ (คืนเงินแล้ว)')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('withdraw-balance').textContent).toBe('฿1,000.00'))
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('฿1,000.00')).toBeTruthy())
  })
})
