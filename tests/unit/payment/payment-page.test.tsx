import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useAtomValue, useSetAtom } from 'jotai'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import PaymentPage from '../../../src/app/routes/payment'
import { Header } from '../../../src/app/shell/header'
import type { PaymentOrderStatus } from '../../../src/contract/payment'
import { currentOrderAtom } from '../../../src/features/payment/atoms'
import { PaymentView } from '../../../src/features/payment/components/payment-view'
import { refreshWalletsAtom } from '../../../src/features/wallet/atoms'
import { memberRoutes, ok, stubApi } from '../stub-api'
import { order } from './fixtures'
import { renderMemberPage } from './render-page'

const mainWallet = (balance: number) => [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance, wallet_type_id: 1 }]
const status = (o: ReturnType<typeof order>, s: PaymentOrderStatus, credited = 0, bonus = 0) =>
  ok({
    order_id: o.id,
    status: s,
    amount: o.amount,
    credited_amount: credited,
    bonus_amount: bonus,
    expires_at: o.expires_at,
    paid_at: null,
  })

/** The payment view as the page mounts it (paid → wallets refreshed), polling fast, with the header. */
function FastPayment({ value }: { value: ReturnType<typeof order> }) {
  const refresh = useSetAtom(refreshWalletsAtom)
  // Like the page: a new QR replaces the current order.
  const current = useAtomValue(currentOrderAtom) ?? (value as never)
  return (
    <>
      <Header />
      <PaymentView order={current} onPaid={() => void refresh()} pollMs={20} />
    </>
  )
}

describe('/member/payment', () => {
  it('has its own cancel: after the warning the QR is cancelled and the page offers a new deposit', {
    timeout: 20_000,
  }, async () => {
    const pending = order()
    let open = true
    const api = stubApi({
      ...memberRoutes(),
      qrcodeInfo: () => ok(open ? pending : null)(),
      inquiryStatus: status(pending, 'pending'),
      cancelPaymentOrder: () => {
        open = false
        return ok({ ...pending, status: 'expired' as const })()
      },
    })
    await renderMemberPage(<PaymentPage />, { path: '/member/payment' })
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก QR นี้' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'ยกเลิก QR Code นี้?' })
    expect(
      within(dialog).getByText('หากโอนเงินตาม QR นี้ไปแล้ว อย่ายกเลิก ยอดที่โอนมาหลังยกเลิกจะไม่เข้ากระเป๋าอัตโนมัติ'),
    ).toBeTruthy()
    expect(api.of('cancelPaymentOrder')).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }))
    expect(await screen.findByText('ไม่มีรายการชำระเงินที่รออยู่')).toBeTruthy()
    expect(api.of('cancelPaymentOrder').map((c) => c.body)).toEqual([{ order_id: pending.id }])
    expect(screen.getByRole('link', { name: 'ไปหน้าฝากเงิน' })).toBeTruthy()
  })

  it('resumes the pending order after a reload: QR, amount, receiver and a running countdown', async () => {
    // The countdown's clock is the test's: it reads 01:30 however long the page took to show, and
    // two seconds pass at once.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const pending = order({ expires_at: new Date(Date.now() + 89_500).toISOString() })
    stubApi({
      ...memberRoutes(),
      qrcodeInfo: ok(pending),
      inquiryStatus: status(pending, 'pending'),
    })
    await renderMemberPage(<PaymentPage />, { path: '/member/payment' })
    expect(await screen.findByRole('img', { name: 'QR Code พร้อมเพย์ ยอด ฿500.00' })).toBeTruthy()
    expect(screen.getByTestId('payment-amount').textContent).toBe('฿500.00')
    expect(screen.getByText('ชื่อบัญชีผู้รับ: บจก. บีดับบลิว')).toBeTruthy()
    const countdown = screen.getByTestId('payment-countdown')
    expect(countdown.textContent).toBe('01:30')
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(countdown.textContent).toBe('01:28')
  })

  it('says so when there is no pending order', async () => {
    stubApi({ ...memberRoutes(), qrcodeInfo: ok(null) })
    await renderMemberPage(<PaymentPage />, { path: '/member/payment' })
    expect(await screen.findByText('ไม่มีรายการชำระเงินที่รออยู่')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'ไปหน้าฝากเงิน' }).getAttribute('href')).toBe('/member/deposit')
  })

  it('polls until paid, then shows success and the new balance in the header without a reload', async () => {
    // The poll runs on fake timers that follow the real clock, so "no more asks" can let many
    // periods pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const pending = order()
    let polls = 0
    let balance = 1000
    const api = stubApi({
      ...memberRoutes(),
      memberWallets: () => ({ body: { error: 0, data: mainWallet(balance) } }),
      inquiryStatus: () => {
        polls += 1
        if (polls < 3) return status(pending, 'pending')()
        balance = 1500
        return status(pending, 'paid', 500)()
      },
    })
    await renderMemberPage(<FastPayment value={pending} />)
    const banner = screen.getByRole('banner')
    expect(await within(banner).findByText('฿1,000.00')).toBeTruthy()
    expect(await screen.findByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeTruthy()
    expect(screen.getByTestId('paid-amounts').textContent).toBe('ยอดที่เข้ากระเป๋า฿500.00')
    await waitFor(() => expect(within(banner).getByText('฿1,500.00')).toBeTruthy())
    expect(api.of('inquiryStatus').every((c) => c.query.get('order_id') === '41')).toBe(true)
    const settled = api.of('inquiryStatus').length
    // Fifty poll periods (20 ms here) once paid.
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(api.of('inquiryStatus')).toHaveLength(settled)
  })

  it('an expired order says so and offers a new QR for the same amount', async () => {
    const expired = order({ expires_at: new Date(Date.now() - 1000).toISOString() })
    const fresh = order({ id: 42, qr: `${expired.qr}X` })
    const api = stubApi({
      ...memberRoutes(),
      inquiryStatus: ({ query: q }) =>
        q.get('order_id') === '41' ? status(expired, 'expired')() : status(fresh, 'pending')(),
      generateQr: ok(fresh),
    })
    await renderMemberPage(<FastPayment value={expired} />)
    expect((await screen.findByRole('alert')).textContent).toBe('QR Code หมดอายุแล้ว กรุณาสร้าง QR Code ใหม่')
    expect(screen.queryByRole('img', { name: /QR Code พร้อมเพย์/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'สร้าง QR Code ใหม่' }))
    await waitFor(() => expect(api.of('generateQr')).toHaveLength(1))
    const [call] = api.of('generateQr')
    expect(call.body).toEqual({ channel_id: 2, sub_channel_id: 21, amount: 500, promotion_id: null })
    expect(call.idempotencyKey).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'QR Code พร้อมเพย์ ยอด ฿500.00' })).toBeTruthy()
  })

  it('after payment shows the bonus and the total credited, and the ways onward', async () => {
    const pending = order({ amount: 1000 })
    stubApi({
      ...memberRoutes(),
      qrcodeInfo: ok(pending),
      inquiryStatus: status(pending, 'paid', 1000, 500),
    })
    await renderMemberPage(<PaymentPage />, { path: '/member/payment' })
    expect(await screen.findByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว', {}, { timeout: 5000 })).toBeTruthy()
    const amounts = within(screen.getByTestId('paid-amounts'))
    const rows = amounts.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextSibling?.textContent}`)
    expect(rows).toEqual(['ยอดที่เข้ากระเป๋า ฿1,000.00', 'โบนัสเข้ากระเป๋าโบนัส ฿500.00', 'รวมได้รับ ฿1,500.00'])
    expect(screen.getByRole('link', { name: 'เล่นเกม' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'ฝากอีกครั้ง' }).getAttribute('href')).toBe('/member/deposit')
  })

  it('บันทึก QR saves the QR as a PNG named after the order', async () => {
    const pending = order()
    stubApi({
      ...memberRoutes(),
      qrcodeInfo: ok(pending),
      inquiryStatus: status(pending, 'pending'),
    })
    // happy-dom draws nothing: record the modules painted and hand back a PNG blob.
    const painted: number[][] = []
    const context = {
      fillStyle: '',
      fillRect: (x: number, y: number, w: number, h: number) => painted.push([x, y, w, h]),
    }
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never)
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'], { type: 'image/png' })),
    )
    const saved: { name: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href })
    })
    const { createObjectURL, revokeObjectURL } = URL
    URL.createObjectURL = vi.fn(() => 'blob:qr')
    URL.revokeObjectURL = vi.fn()
    try {
      await renderMemberPage(<PaymentPage />, { path: '/member/payment' })
      await userEvent.click(await screen.findByRole('button', { name: 'บันทึก QR' }))
      await waitFor(() => expect(saved).toEqual([{ name: 'bw222-qr-41.png', href: 'blob:qr' }]))
      // White background first, then 12 px squares for the dark modules.
      expect(painted[0]).toEqual([0, 0, expect.any(Number), expect.any(Number)])
      expect(painted.slice(1).every(([, , w, h]) => w === 12 && h === 12)).toBe(true)
      expect(painted.length).toBeGreaterThan(100)
    } finally {
      vi.restoreAllMocks()
      Object.assign(URL, { createObjectURL, revokeObjectURL })
    }
  })
})
