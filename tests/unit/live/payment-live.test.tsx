import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import PaymentPage from '../../../src/app/routes/payment'
import { Header } from '../../../src/app/shell/header'
import type { PaymentOrderStatus } from '../../../src/contract/payment'
import { order } from '../payment/fixtures'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, stubApi } from '../stub-api'
import { stubLive } from './live-stub'

const mainWallet = (balance: number) => [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance, wallet_type_id: 1 }]

describe('/member/payment with live updates', () => {
  // Fake timers that still follow the real clock: the page's 3 s poll runs on them, so a test can
  // let many poll periods pass at once instead of sleeping through them.
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

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
    // Ten poll periods (3 s each) go by with the stream open.
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(api.of('inquiryStatus')).toHaveLength(asked)
    expect(screen.getByText('รอการชำระเงิน...')).toBeTruthy()

    status = 'paid'
    balance = 1750
    live.send('payment', { order_id: pending.id, status: 'paid', credited_amount: 750 })
    expect(await screen.findByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeTruthy()
    expect(screen.getByTestId('paid-amounts').textContent).toBe('ยอดที่เข้ากระเป๋า฿750.00')
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('฿1,750.00')).toBeTruthy())
  })

  it('an event about another order changes nothing', async () => {
    const pending = order({ expires_at: new Date(Date.now() + 600_000).toISOString() })
    // The server already says paid: a page that asked on the other order's event would show it.
    let status: PaymentOrderStatus = 'pending'
    const api = stubApi({
      ...memberRoutes(),
      qrcodeInfo: ok(pending),
      inquiryStatus: () =>
        ok({
          order_id: pending.id,
          status,
          amount: pending.amount,
          credited_amount: status === 'paid' ? 500 : 0,
          bonus_amount: 0,
          expires_at: pending.expires_at,
          paid_at: null,
        })(),
    })
    const live = stubLive()
    await renderMemberPage(<PaymentPage />, { path: '/member/payment' })
    expect(await screen.findByRole('img', { name: 'QR Code พร้อมเพย์ ยอด ฿500.00' })).toBeTruthy()
    await waitFor(() => expect(live.connections).toHaveLength(1))
    live.send('ready')
    await waitFor(() => expect(api.of('inquiryStatus').length).toBeGreaterThanOrEqual(2))
    const asked = api.of('inquiryStatus').length
    status = 'paid'
    live.send('payment', { order_id: pending.id + 1, status: 'paid', credited_amount: 100 })
    // Events are handled in order: once this order's own event has shown the payment, the other
    // order's event before it has been handled too, and it asked nothing.
    live.send('payment', { order_id: pending.id, status: 'paid', credited_amount: 500 })
    expect(await screen.findByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeTruthy()
    expect(api.of('inquiryStatus')).toHaveLength(asked + 1)
  })
})
