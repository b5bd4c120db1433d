import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import CashbackPage from '../../../src/app/routes/cashback'
import MemberWinLossPage from '../../../src/app/routes/member-winloss'
import type { CashbackHistory, CashbackOffer, ReturnProgram } from '../../../src/contract/cashback'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, refuse, stubApi } from '../stub-api'

const PROGRAM: ReturnProgram = {
  kind: 'daily_loss',
  enabled: true,
  tiers: [
    { from: 0, rate: 5 },
    { from: 1000, rate: 7 },
  ],
  min_amount: 1,
  cap: 10000,
  claim_days: 3,
  wallet_type_id: 1,
}
const OFFER: CashbackOffer = {
  id: 11,
  kind: 'daily_loss',
  period_start: '2026-01-15',
  period_end: '2026-01-15',
  base: 1300,
  rate: 7,
  amount: 91,
  status: 'open',
  expires_at: '2026-01-18T17:00:00.000Z',
  claimed_at: null,
  games: [
    {
      category: 'slot',
      category_name: 'สล็อต',
      game: 'builtin:slot',
      bets: 2,
      stake: 1100,
      win: 300,
      refund: 0,
      net_loss: 800,
    },
    {
      category: 'lotto',
      category_name: 'หวย',
      game: 'lotto:gov',
      bets: 1,
      stake: 500,
      win: 0,
      refund: 0,
      net_loss: 500,
    },
  ],
}
const history = (
  items: CashbackOffer[],
  claimable: number,
  program: ReturnProgram | null = PROGRAM,
): CashbackHistory => ({
  items,
  total: items.length,
  claimable,
  program,
})

describe('/cashback', () => {
  it('explains the day game by game, claims everything once and says how much', async () => {
    let claimed = false
    const api = stubApi({
      ...memberRoutes(),
      cashbackLossHistory: () =>
        ok(claimed ? history([{ ...OFFER, status: 'claimed' }], 0) : history([OFFER], 91))(),
      cashbackTurnoverHistory: ok(history([], 0, null)),
      cashbackLossClaim: () => {
        claimed = true
        return ok({
          claimed: [{ ...OFFER, status: 'claimed' as const, games: [] }],
          amount: 91,
          wallets: [],
        })()
      },
    })
    await renderMemberPage(<CashbackPage />, { path: '/cashback' })
    expect((await screen.findByTestId('claimable-daily')).textContent).toBe('฿91.00')
    expect(screen.getByText('ยอดเสียตั้งแต่ ฿1,000.00 คืน 7%')).toBeTruthy()
    const offer = screen.getByTestId('cashback-offer')
    expect(within(offer).getByText('สล็อต · builtin:slot')).toBeTruthy()
    expect(within(offer).getByText('รับได้')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'รับยอดคืนทั้งหมด' }))
    expect((await screen.findByRole('status')).textContent).toBe('รับยอดคืน ฿91.00 เข้ากระเป๋าแล้ว')
    const [call] = api.of('cashbackLossClaim')
    expect(call.body).toEqual({ kind: 'daily_loss' })
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(within(screen.getByTestId('cashback-offer')).getByText('รับแล้ว')).toBeTruthy())
    // The turnover return is not run by the operator: no section for it.
    expect(screen.queryByRole('region', { name: 'คืนยอดเทิร์น' })).toBeNull()
  })

  it('shows the refusal word for word and claims one offer by its id', async () => {
    const api = stubApi({
      ...memberRoutes(),
      cashbackLossHistory: ok(history([OFFER], 91)),
      cashbackTurnoverHistory: ok(history([], 0, null)),
      cashbackLossClaim: refuse('รายการนี้หมดเวลารับแล้ว'),
    })
    await renderMemberPage(<CashbackPage />, { path: '/cashback' })
    await userEvent.click(await screen.findByRole('button', { name: 'รับยอดคืน' }))
    expect((await screen.findByRole('alert')).textContent).toBe('รายการนี้หมดเวลารับแล้ว')
    expect(api.of('cashbackLossClaim')[0].body).toEqual({ id: 11 })
  })
})

describe('/member/winloss', () => {
  const totals = (stake: number, win: number) => ({ bets: 3, stake, win, refund: 0, net: win - stake })
  it('shows win/lose cards for the day and asks for the week when switched', async () => {
    const api = stubApi({
      ...memberRoutes(),
      cashbackWinLoss: ({ query }) =>
        ok({
          period: query.get('period') === 'week' ? ('week' as const) : ('day' as const),
          start: '2026-01-12',
          end: query.get('period') === 'week' ? '2026-01-18' : '2026-01-12',
          totals: totals(1800, 300),
          categories: [{ category: 'slot', name: 'สล็อต', ...totals(500, 700) }],
          days: [{ day: '2026-01-12', ...totals(1800, 300) }],
        })(),
      cashbackLossHistory: ok(history([], 0, { ...PROGRAM, kind: 'weekly_loss' })),
    })
    await renderMemberPage(<MemberWinLossPage />, { path: '/member/winloss?period=day&date=2026-01-12' })
    const total = await screen.findByTestId('winloss-total')
    expect(total.dataset.result).toBe('lose')
    expect(within(total).getByText('เสีย')).toBeTruthy()
    expect(screen.getByTestId('winloss-total-net').textContent).toBe('฿1,500.00')
    expect(screen.getByTestId('winloss-slot').dataset.result).toBe('win')
    await userEvent.click(screen.getByRole('button', { name: 'รายสัปดาห์' }))
    await waitFor(() =>
      expect(api.of('cashbackWinLoss').some((c) => c.query.get('period') === 'week')).toBe(true),
    )
    expect(api.of('cashbackLossHistory')[0].query.get('period')).toBe('weekly')
  })
})
