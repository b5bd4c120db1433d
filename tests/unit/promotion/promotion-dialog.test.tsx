import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { MemberBanners } from '../../../src/app/routes/home-member'
import MemberPromotionsPage from '../../../src/app/routes/member-promotions'
import PromotionsPage from '../../../src/app/routes/promotions'
import { Overlays } from '../../../src/app/shell/overlays'
import type { MemberPromotion } from '../../../src/contract/promotion'
import { PROMOTION } from '../payment/fixtures'
import { renderMemberPage } from '../payment/render-page'
import { renderApp } from '../render'
import { memberRoutes, ok, refuse, stubApi } from '../stub-api'

/** The promotion dialog (spec's promotion modal) over the page the promotion was tapped on. */

const ENDING = { ...PROMOTION, ends_at: '2026-12-31T16:59:00.000Z' }
/** Every term, word for word, one line each. */
const TERMS = [
  'โบนัส 50% สูงสุด ฿500.00',
  'ฝากขั้นต่ำ ฿100.00',
  'ทำเทิร์น 5 เท่าของยอดฝากรวมโบนัส ก่อนถอนเงินที่ผูกกับโบนัส',
  'ยอดเดิมพันทุกเกมและโพยหวยนับเป็นยอดเทิร์น',
  'ถอนได้สูงสุด ฿2,000.00',
  'รับได้ครั้งเดียว',
]

const pending = (): MemberPromotion => ({
  id: 12,
  source: 'promotion',
  promotion_id: PROMOTION.id,
  title: PROMOTION.title,
  status: 'pending',
  deposit: 0,
  bonus: 0,
  turnover_required: 0,
  turnover_done: 0,
  max_withdraw: 2000,
  taken_at: '2026-11-23T05:00:00.000Z',
  applied_at: null,
  completed_at: null,
})

const terms = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'เงื่อนไขโปรโมชั่น' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

beforeEach(() => localStorage.clear())

describe('promotion dialog', () => {
  it('a visitor sees the full terms, logs in over them and is back at the promotion, now able to take it', async () => {
    let loggedIn = false
    const api = stubApi({
      ...memberRoutes(),
      login: () => {
        loggedIn = true
        return memberRoutes().login?.({ body: undefined, query: new URLSearchParams() }) as never
      },
      // With the member's token each item says whether this member can take it.
      promotionList: () =>
        ok([loggedIn ? { ...ENDING, can_take: true } : { ...ENDING, can_take: undefined }])(),
    })
    const page = renderApp(
      <>
        <PromotionsPage />
        <Overlays />
      </>,
      { path: '/promotions' },
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: `รับโปรโมชั่น ${PROMOTION.title}` }))
    const dialog = await screen.findByRole('dialog', { name: PROMOTION.title })
    expect(terms(dialog)).toEqual([...TERMS, 'รับได้ถึง 31 ธ.ค. 2569'])
    expect(within(dialog).getByText('เข้าสู่ระบบหรือสมัครสมาชิกเพื่อรับโปรโมชั่นนี้')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'ยืนยันรับโปรโมชั่น' })).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }))
    const login = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' })
    await user.type(within(login).getByLabelText('เบอร์โทรศัพท์'), '0800000001')
    await user.type(within(login).getByLabelText('รหัสผ่าน', { selector: 'input' }), 'demo1234')
    await user.click(within(login).getByRole('button', { name: 'เข้าสู่ระบบ' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeNull())
    const back = await screen.findByRole('dialog', { name: PROMOTION.title })
    expect(await within(back).findByRole('button', { name: 'ยืนยันรับโปรโมชั่น' })).toBeTruthy()
    expect(page.currentPath()).toBe('/promotions')
    expect(api.of('takePromotion')).toHaveLength(0)
  })

  it('a member reads the terms and opts in there once, with an idempotency key, then goes on to deposit', async () => {
    let taken = false
    const api = stubApi({
      ...memberRoutes(),
      promotionList: () => ok([{ ...PROMOTION, can_take: !taken, pending_id: taken ? 12 : null }])(),
      memberPromotions: () => ok(taken ? [pending()] : [])(),
      takePromotion: () => {
        taken = true
        return ok(pending())()
      },
    })
    const page = await renderMemberPage(
      <>
        <MemberPromotionsPage />
        <Overlays />
      </>,
      { path: '/member/promotions' },
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: `รับโปรโมชั่น ${PROMOTION.title}` }))
    const dialog = await screen.findByRole('dialog', { name: PROMOTION.title })
    expect(terms(dialog)).toEqual([...TERMS, 'ไม่มีวันหมดเขต'])
    expect(api.of('takePromotion')).toHaveLength(0)

    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันรับโปรโมชั่น' }))
    expect(await within(dialog).findByText('รับโปรโมชั่นแล้ว โบนัสจะเข้ากระเป๋าโบนัสเมื่อฝากเงินครั้งถัดไป')).toBeTruthy()
    const [call] = api.of('takePromotion')
    expect(call.body).toEqual({ promotion_id: PROMOTION.id })
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    // The page behind lists it as taken, waiting for a deposit.
    const mine = await screen.findByRole('list', { name: 'โปรโมชั่นของฉัน', hidden: true })
    expect(await within(mine).findByText('รอฝากเงิน')).toBeTruthy()

    await user.click(within(dialog).getByRole('link', { name: 'ไปฝากเงิน' }))
    expect(page.currentPath()).toBe('/member/deposit')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PROMOTION.title })).toBeNull())
  })

  it("shows the server's refusal in the dialog and takes nothing", async () => {
    stubApi({
      ...memberRoutes(),
      promotionList: ok([PROMOTION]),
      memberPromotions: ok([]),
      takePromotion: refuse('ยังทำเทิร์นโบนัสเดิมไม่ครบ จึงรับโปรโมชั่นใหม่ไม่ได้'),
    })
    await renderMemberPage(
      <>
        <MemberPromotionsPage />
        <Overlays />
      </>,
      { path: '/member/promotions' },
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: `รับโปรโมชั่น ${PROMOTION.title}` }))
    const dialog = await screen.findByRole('dialog', { name: PROMOTION.title })
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันรับโปรโมชั่น' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'ยังทำเทิร์นโบนัสเดิมไม่ครบ จึงรับโปรโมชั่นใหม่ไม่ได้',
    )
    expect(within(dialog).getByRole('button', { name: 'ยืนยันรับโปรโมชั่น' })).toBeTruthy()
  })

  it("a member's banner tied to a promotion opens that promotion's terms, not the banner's link", async () => {
    stubApi({
      ...memberRoutes(),
      banners: ok([
        {
          id: 2,
          image: '/images/banner-deposit.svg',
          title: 'ฝากครั้งแรกรับโบนัส 50%',
          link: '/member/deposit',
          audience: 'member' as const,
          promotion_id: PROMOTION.id,
        },
      ]),
      promotionList: ok([PROMOTION]),
    })
    const page = await renderMemberPage(
      <>
        <MemberBanners />
        <Overlays />
      </>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'ฝากครั้งแรกรับโบนัส 50%' }))
    const dialog = await screen.findByRole('dialog', { name: PROMOTION.title })
    expect(terms(dialog)).toEqual([...TERMS, 'ไม่มีวันหมดเขต'])
    expect(within(dialog).getByRole('button', { name: 'ยืนยันรับโปรโมชั่น' })).toBeTruthy()
    expect(page.currentPath()).toBe('/')
  })
})
