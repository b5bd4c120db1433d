import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import PaymentPage from '../../../src/app/routes/payment'
import { Header } from '../../../src/app/shell/header'
import type { PaymentOrderStatus } from '../../../src/contract/payment'
import { order } from '../payment/fixtures'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, stubApi } from '../stub-api'
import { stubLive } from './live-stub'

const mainWallet = (balance: number) => [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance, wallet_type_id: 1 }]

describe('/member/payment with live updates', () => {
  it('waits without polling while the stream is open, and shows the payment the moment its event arrives', async () => {
    const pending = order({ expires_at: new Date(Date.now() + 600_000).toISOString() })
    let status: PaymentOrderStatus = 'pending'
    let balance = 1000
    const api = stubApi({
      ...memberRoutes(),
      memberWallets: () => ({ body: { error: 0, data: mainWallet(balance) } }),
      qrcodeInfo: ok(pending),
      inquiryStatus: () =>
        ok({
          order_id: pending.id,
          status,
          amount: pending.amount,
          credited_amount: status === 'paid' ? 750 : 0,
          bonus_amount: 0,
          expires_at: pending.expires_at,
          paid_at: null,
        })(),
    })
    const live = stubLive()
    await renderMemberPage(
      <>
        <Header />
        <PaymentPage />
      </>,
      { path: '/member/payment' },
    )
    expect(await screen.findByRole('img', { name: 'QR Code พร้อมเพย์ ยอด ฿500.00' })).toBeTruthy()
    await waitFor(() => expect(live.connections).toHaveLength(1))
    live.send('ready')
    // `ready` asks once (an event may have been missed before the stream opened); then nothing
    // more is asked while the stream is open, however long the member waits.
    await waitFor(() => expect(api.of('inquiryStatus').length).toBeGreaterThanOrEqual(2))
    const asked = api.of('inquiryStatus').length
    await new Promise((r) => setTimeout(r, 3500))
    expect(api.of('inquiryStatus')).toHaveLength(asked)
    expect(screen.getByText('รอการชำระเงิน...')).toBeTruthy()

    status = 'paid'
    balance = 1750
    live.send('payment', { order_id: pending.id, status: 'paid', credited_amount: 750 })
    expect(await screen.findByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeTruthy()
    expect(screen.getByTestId('paid-amounts').textContent).toBe('ยอดที่เข้ากระเป๋า฿750.00')
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('฿1,750.00')).toBeTruthy())
  }, 15_000)

  it('an event about another order changes nothing', async () => {
    const pending = order({ expires_at: new Date(Date.now() + 600_000).toISOString() })
    const api = stubApi({
      ...memberRoutes(),
      qrcodeInfo: ok(pending),
      inquiryStatus: ok({
        order_id: pending.id,
        status: 'pending',
        amount: pending.amount,
        credited_amount: 0,
        bonus_amount: 0,
        expires_at: pending.expires_at,
        paid_at: null,
      }),
    })
    const live = stubLive()
    await renderMemberPage(<PaymentPage />, { path: '/member/payment' })
    expect(await screen.findByRole('img', { name: 'QR Code พร้อมเพย์ ยอด ฿500.00' })).toBeTruthy()
    await waitFor(() => expect(live.connections).toHaveLength(1))
    live.send('ready')
    await waitFor(() => expect(api.of('inquiryStatus').length).toBeGreaterThanOrEqual(2))
    const asked = api.of('inquiryStatus').length
    live.send('payment', { order_id: pending.id + 1, status: 'paid', credited_amount: 100 })
    await new Promise((r) => setTimeout(r, 100))
    expect(api.of('inquiryStatus')).toHaveLength(asked)
    expect(screen.getByText('รอการชำระเงิน...')).toBeTruthy()
  })
})
