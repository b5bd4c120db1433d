import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import CouponPage from '../../../src/app/routes/coupon'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, refuse, stubApi } from '../stub-api'

const redemption = (kind: 'credit' | 'points') => ({
  id: 1,
  code: kind === 'credit' ? 'WELCOME50' : 'POINTS100',
  title: kind === 'credit' ? 'เครดิตต้อนรับ 50 บาท' : 'รับ 100 พอยท์',
  kind,
  amount: kind === 'credit' ? 50 : 0,
  points: kind === 'credit' ? 0 : 100,
  turnover_required: 0,
  redeemed_at: '2026-11-23T05:00:00.000Z',
})
const wallets = (bonus: number) => [
  { id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1000, wallet_type_id: 1 },
  ...(bonus ? [{ id: 3, wallet_name: 'โบนัส', balance: bonus, wallet_type_id: 3 }] : []),
]

async function redeem(code: string) {
  await userEvent.type(await screen.findByLabelText('รหัสคูปอง'), code)
  await userEvent.click(screen.getByRole('button', { name: 'ใช้คูปอง' }))
}

describe('/member/coupon', () => {
  it('shows the server refusal word for word and sends the trimmed code with an idempotency key', async () => {
    const api = stubApi({
      ...memberRoutes(),
      couponHistory: ok([]),
      redeemCoupon: refuse('คูปองนี้หมดอายุแล้ว'),
    })
    await renderMemberPage(<CouponPage />, { path: '/member/coupon' })
    await redeem(' newyear2025 ')
    expect((await screen.findByRole('alert')).textContent).toBe('คูปองนี้หมดอายุแล้ว')
    const [call] = api.of('redeemCoupon')
    expect(call.body).toEqual({ code: 'newyear2025' })
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('credits the bonus wallet: says how much and the wallet cards show it without a reload', async () => {
    let bonus = 0
    stubApi({
      ...memberRoutes(),
      memberWallets: () => ({ body: { error: 0, data: wallets(bonus) } }),
      couponHistory: () => ok(bonus ? [redemption('credit')] : [])(),
      redeemCoupon: () => {
        bonus = 50
        return ok({ redemption: redemption('credit'), wallets: wallets(50), points: 0 })()
      },
    })
    await renderMemberPage(<CouponPage />, { path: '/member/coupon' })
    await redeem('WELCOME50')
    expect(
      await screen.findByText('ใช้คูปอง "เครดิตต้อนรับ 50 บาท" สำเร็จ ได้รับเครดิต ฿50.00 เข้ากระเป๋าโบนัส'),
    ).toBeTruthy()
    const cards = screen.getByRole('region', { name: 'กระเป๋าเงิน' })
    await waitFor(() =>
      expect(within(cards).getByRole('listitem', { name: 'โบนัส' }).textContent).toContain('฿50.00'),
    )
    const history = await screen.findByRole('list', { name: 'คูปองที่ใช้แล้ว' })
    expect(within(history).getByText('เครดิต ฿50.00')).toBeTruthy()
  })

  it('grants points and says the new points balance', async () => {
    stubApi({
      ...memberRoutes(),
      couponHistory: ok([]),
      redeemCoupon: ok({ redemption: redemption('points'), wallets: wallets(0), points: 350 }),
    })
    await renderMemberPage(<CouponPage />, { path: '/member/coupon' })
    await redeem('POINTS100')
    expect(await screen.findByText('ใช้คูปอง "รับ 100 พอยท์" สำเร็จ ได้รับ 100 พอยท์ (พอยท์สะสม 350)')).toBeTruthy()
  })

  it('asks for a code before calling the server', async () => {
    const api = stubApi({ ...memberRoutes(), couponHistory: ok([]) })
    await renderMemberPage(<CouponPage />, { path: '/member/coupon' })
    await userEvent.click(await screen.findByRole('button', { name: 'ใช้คูปอง' }))
    expect(await screen.findByText('กรุณากรอกรหัสคูปอง')).toBeTruthy()
    expect(api.of('redeemCoupon')).toHaveLength(0)
  })
})
