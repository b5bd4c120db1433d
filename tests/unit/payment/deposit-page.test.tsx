import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import DepositPage from '../../../src/app/routes/deposit'
import { modalOpenAtom } from '../../../src/features/layout-ui/atoms'
import { memberRoutes, ok, refuse, stubApi } from '../stub-api'
import {
  AGENT_BANKS,
  AGENT_TRUEMONEY,
  CHANNELS,
  order,
  PROMOTION,
  PROMPTPAY,
  PROMPTPAY_ACCOUNTS,
} from './fixtures'
import { renderMemberPage } from './render-page'

const amountInput = () => screen.getByLabelText('จำนวนเงิน (บาท)')

async function depositPage(routes: Parameters<typeof stubApi>[0] = {}, path = '/member/deposit') {
  const api = stubApi({
    ...memberRoutes(),
    paymentChannels: ok(CHANNELS),
    // The channel's own accounts are only the PromptPay receiver's: the agent's bank accounts and
    // TrueMoney wallet come from the spec's agent calls (agent state, spec section 3).
    paymentInfo: ({ query: q }) =>
      ok({
        channel: CHANNELS.find((c) => c.id === Number(q.get('channel_id'))) ?? PROMPTPAY,
        accounts: q.get('channel_id') === String(PROMPTPAY.id) ? PROMPTPAY_ACCOUNTS : [],
      })(),
    agentBanks: ok(AGENT_BANKS),
    agentTrueMoney: ok(AGENT_TRUEMONEY),
    promotionList: ok([PROMOTION, { ...PROMOTION, id: 6, title: 'รับไม่ได้', can_take: false }]),
    ...routes,
  })
  return { api, ...(await renderMemberPage(<DepositPage />, { path })) }
}

describe('/member/deposit', () => {
  it('opens on PromptPay with the minimum shown and refuses an amount under it without calling the server', async () => {
    const { api } = await depositPage()
    expect((await screen.findByRole('button', { name: 'QR พร้อมเพย์' })).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(screen.getByText('ฝากขั้นต่ำ ฿100.00 สูงสุด ฿100,000.00')).toBeTruthy()
    await userEvent.type(amountInput(), '50')
    await userEvent.click(screen.getByRole('button', { name: 'สร้าง QR Code' }))
    expect(await screen.findByText('จำนวนเงินต้องไม่น้อยกว่า ฿100.00')).toBeTruthy()
    await userEvent.clear(amountInput())
    await userEvent.type(amountInput(), '100.005')
    expect(await screen.findByText('กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)')).toBeTruthy()
    expect(api.of('generateQr')).toHaveLength(0)
  })

  it('fills a quick amount, takes the chosen promotion and goes to the payment page', async () => {
    const { api, currentPath } = await depositPage({
      generateQr: ok(order({ promotion_id: 5 })),
    })
    await userEvent.click(await screen.findByRole('button', { name: '฿500.00' }))
    expect((amountInput() as HTMLInputElement).value).toBe('500')
    expect(screen.getByRole('button', { name: '฿500.00' }).getAttribute('aria-pressed')).toBe('true')

    const none = await screen.findByRole('radio', { name: 'ไม่รับโปรโมชั่น' })
    expect((none as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('radio', { name: /รับไม่ได้/ })).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: /สมาชิกใหม่ รับโบนัส 50%/ }))
    // The full terms where the member opts in: turnover, what counts, the withdrawal cap, expiry.
    for (const line of [
      'โบนัส 50% สูงสุด ฿500.00',
      'ฝากขั้นต่ำ ฿100.00',
      'ทำเทิร์น 5 เท่าของยอดฝากรวมโบนัส ก่อนถอนเงินที่ผูกกับโบนัส',
      'ยอดเดิมพันทุกเกมและโพยหวยนับเป็นยอดเทิร์น',
      'ถอนได้สูงสุด ฿2,000.00',
      'รับได้ครั้งเดียว',
      'ไม่มีวันหมดเขต',
    ])
      expect(screen.getAllByText(line).length, line).toBeGreaterThan(0)

    await userEvent.click(screen.getByRole('button', { name: 'สร้าง QR Code' }))
    await waitFor(() => expect(currentPath()).toBe('/member/payment'))
    const [call] = api.of('generateQr')
    expect(call.body).toEqual({ channel_id: 2, sub_channel_id: 21, amount: 500, promotion_id: 5 })
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows the server refusal; a retry of the same deposit reuses its key only when the answer was lost', async () => {
    let answer: 'lost' | 'refused' = 'lost'
    const { api } = await depositPage({
      generateQr: () => (answer === 'lost' ? { status: 502, raw: 'x' } : refuse('มีรายการฝากเงินที่รอชำระอยู่')()),
    })
    await userEvent.type(await screen.findByLabelText('จำนวนเงิน (บาท)'), '300')
    const submit = screen.getByRole('button', { name: 'สร้าง QR Code' })
    await userEvent.click(submit)
    expect(await screen.findByRole('alert')).toBeTruthy()
    answer = 'refused'
    await userEvent.click(submit)
    expect((await screen.findByRole('alert')).textContent).toBe('มีรายการฝากเงินที่รอชำระอยู่')
    await userEvent.click(submit)
    const keys = api.of('generateQr').map((c) => c.idempotencyKey)
    await waitFor(() => expect(api.of('generateQr')).toHaveLength(3))
    expect(keys[0]).toBe(keys[1])
    expect(api.of('generateQr')[2].idempotencyKey).not.toBe(keys[1])
  })

  it('preselects a promotion taken earlier; declining it gives it up before the QR is made', async () => {
    const { api } = await depositPage({
      promotionList: ok([{ ...PROMOTION, can_take: false, reason: 'รอฝากเงิน', pending_id: 12 }]),
      cancelPromotion: ok(null),
      generateQr: ok(order()),
    })
    const taken = await screen.findByRole('radio', { name: /สมาชิกใหม่ รับโบนัส 50%/ })
    await waitFor(() => expect((taken as HTMLInputElement).checked).toBe(true))
    await userEvent.click(screen.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' }))
    await userEvent.type(amountInput(), '500')
    await userEvent.click(screen.getByRole('button', { name: 'สร้าง QR Code' }))
    await waitFor(() => expect(api.of('generateQr')).toHaveLength(1))
    expect(api.of('cancelPromotion')[0].body).toEqual({ member_promotion_id: 12 })
    const order_ = api.calls.findIndex((c) => c.path === 'member/payment/generate_qr')
    expect(api.calls.findIndex((c) => c.path === 'member/promotion/cancel')).toBeLessThan(order_)
    expect(api.of('generateQr')[0].body).toMatchObject({ promotion_id: null })
  })

  it('offers to go back to a QR still waiting for payment', async () => {
    const { currentPath } = await depositPage({
      qrcodeInfo: ok(order({ amount: 300 })),
    })
    expect(await screen.findByText('มี QR Code ยอด ฿300.00 ที่รอชำระอยู่')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'ชำระต่อ' }))
    await waitFor(() => expect(currentPath()).toBe('/member/payment'))
  })

  it('a second QR while one is pending: says so, offers the pending QR, and cancels it only after a warning', async () => {
    const message = 'คุณมีรายการฝากเงินที่รอชำระอยู่ กรุณาชำระตาม QR เดิม หรือยกเลิกรายการเดิมก่อนสร้าง QR ใหม่'
    let pending = true
    const { api } = await depositPage({
      generateQr: () => (pending ? { body: { error: 5, message } } : ok(order({ id: 78, amount: 500 }))()),
      qrcodeInfo: () => ok(pending ? order({ id: 77, amount: 300 }) : null)(),
      cancelPaymentOrder: () => {
        pending = false
        return ok(order({ id: 77, amount: 300, status: 'expired' }))()
      },
    })
    await userEvent.type(await screen.findByLabelText('จำนวนเงิน (บาท)'), '500')
    await userEvent.click(screen.getByRole('button', { name: 'สร้าง QR Code' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    const form = screen.getByRole('form', { name: 'QR พร้อมเพย์' })
    expect(await within(form).findByText('มี QR Code ยอด ฿300.00 ที่รอชำระอยู่')).toBeTruthy()
    expect(within(form).getByRole('link', { name: 'ชำระต่อ' })).toBeTruthy()
    await userEvent.click(within(form).getByRole('button', { name: 'ยกเลิก QR เดิม' }))
    expect(
      within(form).getByText('หากโอนเงินตาม QR เดิมไปแล้ว อย่ายกเลิก ยอดที่โอนมาหลังยกเลิกจะไม่เข้ากระเป๋าอัตโนมัติ'),
    ).toBeTruthy()
    expect(api.of('cancelPaymentOrder')).toHaveLength(0)
    await userEvent.click(within(form).getByRole('button', { name: 'ยืนยันยกเลิก QR เดิม' }))
    expect(await within(form).findByText('ยกเลิก QR เดิมแล้ว กด สร้าง QR Code เพื่อสร้างรายการใหม่')).toBeTruthy()
    expect(api.of('cancelPaymentOrder')[0].body).toEqual({ order_id: 77 })
    await userEvent.click(screen.getByRole('button', { name: 'สร้าง QR Code' }))
    await waitFor(() => expect(api.of('generateQr')).toHaveLength(2))
  }, 20_000)

  it('PromptPay names who receives the money before the QR is made (member/payment/info)', async () => {
    const { api } = await depositPage()
    const receiver = await screen.findByRole('group', { name: 'ชื่อบัญชีผู้รับ' })
    expect(within(receiver).getByText('บจก. บีดับบลิว')).toBeTruthy()
    expect(within(receiver).getByText('พร้อมเพย์ XXXXXXXXX5678')).toBeTruthy()
    expect(api.of('paymentInfo')[0].query.get('channel_id')).toBe('2')
  })

  it('bank transfer opens the deposit notice dialog with the agent account (agent/bank_accounts) and copy buttons', async () => {
    const { store, api } = await depositPage()
    await userEvent.click(await screen.findByRole('button', { name: 'โอนผ่านธนาคาร' }))
    const dialog = await screen.findByRole('dialog', { name: 'แจ้งฝากเงิน' })
    expect(within(dialog).getByText('ไทยพาณิชย์')).toBeTruthy()
    expect(within(dialog).getByText('123-4-56789-0')).toBeTruthy()
    expect(within(dialog).getByText('บจก. บีดับบลิว')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'คัดลอกเลขบัญชี' })).toBeTruthy()
    expect(api.of('agentBanks')[0].body).toEqual({ agent_code: 'bw222' })
    expect(store.get(modalOpenAtom('deposit'))).toBe(true)
    await userEvent.click(within(dialog).getByRole('button', { name: /^ปิด$/ }))
    await waitFor(() => expect(store.get(modalOpenAtom('deposit'))).toBe(false))
  })

  it('TrueMoney shows the agent wallet number (agent/true_money_accounts) with a copy button', async () => {
    const { api } = await depositPage({}, '/member/deposit?channel=3')
    expect(await screen.findByText('0812345678')).toBeTruthy()
    expect(screen.getByText('บีดับบลิว')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'คัดลอกเบอร์' })).toBeTruthy()
    expect(api.of('agentTrueMoney')[0].body).toEqual({ agent_code: 'bw222' })
  })

  it('says so when the agent has no bank account or the call failed (area agent: logged, nothing shown)', async () => {
    await depositPage({ agentBanks: () => ({ status: 500, raw: 'down' }) }, '/member/deposit?channel=1')
    const dialog = await screen.findByRole('dialog', { name: 'แจ้งฝากเงิน' })
    expect(await within(dialog).findByText('ยังไม่มีบัญชีธนาคารสำหรับฝากเงิน')).toBeTruthy()
  })
})
