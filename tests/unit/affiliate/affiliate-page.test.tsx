import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AffiliatePage from '../../../src/app/routes/affiliate'
import type { AffiliateSummary, AffiliateTransactions } from '../../../src/contract/affiliate'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, refuse, stubApi } from '../stub-api'

const liffState = vi.hoisted(() => ({ boot: { status: 'off' } as Record<string, unknown> }))
vi.mock('../../../src/lib/liff', async (original) => ({
  ...(await original<typeof import('../../../src/lib/liff')>()),
  liffBoot: () => liffState.boot,
}))
afterEach(() => {
  liffState.boot = { status: 'off' }
})

const SUMMARY: AffiliateSummary = {
  today: 1,
  month: 13,
  withdrawable: 12,
  total_earned: 12,
  min_redeem: 1,
  referrals: 1,
}
const HISTORY: AffiliateTransactions = {
  days: [
    { day: '2026-01-16', amount: 7, redeemed: false },
    { day: '2026-01-15', amount: 5, redeemed: true },
  ],
  redeems: [{ id: 9, amount: 5, created_at: '2026-01-16T03:00:00.000Z' }],
  total: 2,
}
const routes = () => ({
  ...memberRoutes(),
  affiliateConfigs: ok({
    enabled: true,
    base: 'turnover' as const,
    levels: [
      { level: 1, rate: 0.5 },
      { level: 2, rate: 0.2 },
    ],
    min_redeem: 1,
  }),
  affiliateSummary: ok(SUMMARY),
  affiliateTransactions: ok(HISTORY),
  affiliateTransactionsV2: ok({
    items: [{ day: '2026-01-15', level: 1, members: 1, base: 1000, rate: 0.5, amount: 5, redeemed: false }],
    total: 1,
  }),
  affiliateNetwork: ok({
    levels: [{ level: 1, count: 1, active: 1 }],
    items: [
      {
        level: 1,
        phone: '091-xxx-1234',
        name: 'ทด***',
        joined_at: '2026-01-15T03:00:00.000Z',
        active: true,
        commission: 5,
      },
    ],
    total: 1,
  }),
})
const LINK = `${location.origin}/register?ref=SOMCHAI7`

describe('/affiliate', () => {
  it('shows the referral link, its QR, the figures and the masked network; every call sends agent_id 3', async () => {
    const api = stubApi(routes())
    await renderMemberPage(<AffiliatePage />, { path: '/affiliate' })
    expect(((await screen.findByTestId('referral-link')) as HTMLInputElement).value).toBe(LINK)
    expect(screen.getByRole('img', { name: 'QR ลิงก์แนะนำเพื่อน' })).toBeTruthy()
    expect((await screen.findByTestId('affiliate-withdrawable')).textContent).toBe('฿12.00')
    expect(await screen.findByText('ทด*** · 091-xxx-1234')).toBeTruthy()
    expect(screen.getByText('เพื่อนขั้นที่ 1: 0.5% · เพื่อนขั้นที่ 2: 0.2%')).toBeTruthy()
    for (const name of ['affiliateConfigs', 'affiliateSummary', 'affiliateTransactionsV2'] as const)
      expect(api.of(name)[0].query.get('agent_id'), name).toBe('3')
    expect(api.of('affiliateNetwork')[0].body).toEqual({ agent_id: 3 })
    // Outside LINE the LINE share is LINE's share URL with the invitation and the link (no picker).
    expect(screen.queryByRole('button', { name: 'แชร์ให้เพื่อนใน LINE' })).toBeNull()
    const lineShare = screen.getByRole('link', { name: 'แชร์ให้เพื่อนใน LINE' }).getAttribute('href') ?? ''
    expect(lineShare.startsWith('https://line.me/R/share?text=')).toBe(true)
    expect(new URL(lineShare).searchParams.get('text')).toBe(`สมัครสมาชิกด้วยลิงก์นี้ แล้วมาเล่นด้วยกัน ${LINK}`)
  })

  it('redeems with agent_id 3 and an idempotency key, and shows a refusal word for word', async () => {
    const api = stubApi({ ...routes(), affiliateRedeem: refuse('ยังไม่มีรายได้แนะนำเพื่อนที่ถอนได้') })
    await renderMemberPage(<AffiliatePage />, { path: '/affiliate' })
    await userEvent.click(await screen.findByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }))
    expect((await screen.findByRole('alert')).textContent).toBe('ยังไม่มีรายได้แนะนำเพื่อนที่ถอนได้')
    const [call] = api.of('affiliateRedeem')
    expect(call.body).toEqual({ agent_id: 3 })
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('outside LINE, shares the link through the phone share sheet', async () => {
    const share = vi.fn(async () => {})
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }))
    stubApi(routes())
    await renderMemberPage(<AffiliatePage />, { path: '/affiliate' })
    await userEvent.click(await screen.findByRole('button', { name: 'แชร์' }))
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK })))
  })

  it('inside LINE, "แชร์ให้เพื่อนใน LINE" opens the target picker with a Flex message carrying the link', async () => {
    const shareTargetPicker = vi.fn(async () => ({ status: 'success' }))
    liffState.boot = {
      status: 'ready',
      liffId: 'x',
      liff: { isApiAvailable: () => true, isLoggedIn: () => true, login: vi.fn(), shareTargetPicker },
    }
    stubApi(routes())
    await renderMemberPage(<AffiliatePage />, { path: '/affiliate' })
    await userEvent.click(await screen.findByRole('button', { name: 'แชร์ให้เพื่อนใน LINE' }))
    expect((await screen.findByRole('status')).textContent).toBe('แชร์แล้ว')
    const [[messages]] = shareTargetPicker.mock.calls as unknown as [
      [{ type: string; altText: string; contents: unknown }[]],
    ]
    expect(messages[0].type).toBe('flex')
    expect(JSON.stringify(messages[0].contents)).toContain(LINK)
    expect(JSON.stringify(messages[0].contents)).toContain('/images/banner-welcome.svg')
  })

  it('shows the history of days earned and of moves to the main wallet (affiliate/transactions)', async () => {
    const api = stubApi(routes())
    await renderMemberPage(<AffiliatePage />, { path: '/affiliate' })
    const days = await screen.findByRole('list', { name: 'รายได้รายวัน' })
    const rows = within(days).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual(['16 ม.ค. 2569฿7.00รอถอน', '15 ม.ค. 2569฿5.00ถอนแล้ว'])
    const moves = screen.getByRole('list', { name: 'ถอนเข้ากระเป๋าหลักแล้ว' })
    expect(within(moves).getByRole('listitem').textContent).toContain('฿5.00')
    expect(within(moves).getByRole('listitem').textContent).toContain('16 ม.ค. 2569')
    expect(api.of('affiliateTransactions')[0].query.get('agent_id')).toBe('3')
  })

  it('a member with no commission yet reads that the history is empty', async () => {
    stubApi({ ...routes(), affiliateTransactions: ok({ days: [], redeems: [], total: 0 }) })
    await renderMemberPage(<AffiliatePage />, { path: '/affiliate' })
    expect(await screen.findByText('ยังไม่มีประวัติรายได้หรือการถอน')).toBeTruthy()
  })

  it('after a move to the main wallet the history loads again', async () => {
    let moved = false
    const api = stubApi({
      ...routes(),
      affiliateTransactions: () => ok(moved ? HISTORY : { ...HISTORY, redeems: [] })(),
      affiliateRedeem: () => {
        moved = true
        return ok({ redeem: HISTORY.redeems[0], wallets: [] })()
      },
    })
    await renderMemberPage(<AffiliatePage />, { path: '/affiliate' })
    await screen.findByRole('list', { name: 'รายได้รายวัน' })
    expect(screen.queryByRole('list', { name: 'ถอนเข้ากระเป๋าหลักแล้ว' })).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }))
    expect(await screen.findByRole('list', { name: 'ถอนเข้ากระเป๋าหลักแล้ว' })).toBeTruthy()
    expect(api.of('affiliateTransactions').length).toBeGreaterThanOrEqual(2)
  })
})
