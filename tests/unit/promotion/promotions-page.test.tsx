import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import MemberPromotionsPage from '../../../src/app/routes/member-promotions'
import PromotionsPage from '../../../src/app/routes/promotions'
import type { MemberPromotion, Promotion } from '../../../src/contract/promotion'
import { PROMOTION } from '../payment/fixtures'
import { renderMemberPage } from '../payment/render-page'
import { renderApp } from '../render'
import { agentRoutes, memberRoutes, ok, stubApi } from '../stub-api'

const DAILY: Promotion = {
  ...PROMOTION,
  id: 6,
  title: 'ฝากรายวัน รับโบนัส 10%',
  bonus_percent: 10,
  max_bonus: 300,
  frequency: 'daily',
}
const taken = (overrides: Partial<MemberPromotion> = {}): MemberPromotion => ({
  id: 11,
  source: 'promotion',
  promotion_id: 5,
  title: PROMOTION.title,
  status: 'active',
  deposit: 500,
  bonus: 250,
  turnover_required: 3750,
  turnover_done: 1200,
  max_withdraw: 2000,
  taken_at: '2026-11-23T05:00:00.000Z',
  applied_at: '2026-11-23T05:10:00.000Z',
  completed_at: null,
  ...overrides,
})

describe('/promotions', () => {
  it('lists every promotion with its terms; a visitor can tap each (the promotion dialog)', async () => {
    stubApi({ ...agentRoutes(), promotionList: ok([PROMOTION, DAILY]) })
    renderApp(<PromotionsPage />, { path: '/promotions' })
    const card = await screen.findByRole('listitem', { name: PROMOTION.title })
    expect(within(card).getByText('โบนัส 50% สูงสุด ฿500.00 · ฝากขั้นต่ำ ฿100.00 · ทำเทิร์น 5 เท่า')).toBeTruthy()
    expect(within(card).getByText('รับได้ครั้งเดียว · ถอนได้สูงสุด ฿2,000.00')).toBeTruthy()
    expect(within(card).getByRole('button', { name: `รับโปรโมชั่น ${PROMOTION.title}` })).toBeTruthy()
    expect(screen.getByRole('listitem', { name: DAILY.title })).toBeTruthy()
  })
})

describe('/member/promotions', () => {
  it('shows what the member took with the turnover progress, and what they can take', async () => {
    stubApi({
      ...memberRoutes(),
      promotionList: ok([
        { ...PROMOTION, can_take: false, reason: 'คุณรับโปรโมชั่นนี้ไปแล้ว' },
        { ...DAILY, can_take: true },
      ]),
      memberPromotions: ok([taken()]),
    })
    await renderMemberPage(<MemberPromotionsPage />, { path: '/member/promotions' })
    const mine = await screen.findByRole('list', { name: 'โปรโมชั่นของฉัน' })
    expect(within(mine).getByText('ทำเทิร์นแล้ว ฿1,200.00 / ฿3,750.00')).toBeTruthy()
    expect(within(mine).getByText('กำลังทำเทิร์น')).toBeTruthy()
    expect(within(mine).getByText('โบนัส ฿250.00')).toBeTruthy()
    const available = screen.getByRole('region', { name: 'โปรโมชั่นที่รับได้' })
    await within(available).findByRole('listitem', { name: DAILY.title })
    expect(within(available).queryByRole('listitem', { name: PROMOTION.title })).toBeNull()
  })
})
