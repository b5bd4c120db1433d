import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import QuestsPage from '../../../src/app/routes/quests'
import type { Quest } from '../../../src/contract/quests'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, refuse, stubApi } from '../stub-api'

const quest = (over: Partial<Quest>): Quest => ({
  id: 1,
  title: 'ฝากเงินครบ 100 บาท',
  description: 'ฝากเงินรวมวันนี้ตั้งแต่ 100 บาท รับ 200 พอยท์',
  period: 'daily',
  kind: 'deposit',
  target: 100,
  progress: 100,
  done: true,
  claimed: false,
  reward_kind: 'points',
  reward: 200,
  turnover_multiple: 0,
  resets_at: '2026-11-24T17:00:00.000Z',
  ...over,
})

describe('/member/creditfree', () => {
  it('shows each quest’s progress and enables the claim only when it is done', async () => {
    stubApi({
      ...memberRoutes(),
      memberPoints: () => ({ body: { error: 0, point: 0, data: { point: 0 } } }),
      questList: ok([
        quest({}),
        quest({ id: 2, title: 'แทงหวย 3 ครั้ง', kind: 'lotto_count', target: 3, progress: 1, done: false }),
      ]),
    })
    await renderMemberPage(<QuestsPage />, { path: '/member/creditfree' })
    const deposit = await screen.findByRole('listitem', { name: 'ฝากเงินครบ 100 บาท' })
    expect(within(deposit).getByText('฿100.00 / ฿100.00')).toBeTruthy()
    expect(within(deposit).getByRole('button', { name: 'รับรางวัล' })).toHaveProperty('disabled', false)
    const lotto = screen.getByRole('listitem', { name: 'แทงหวย 3 ครั้ง' })
    expect(within(lotto).getByText('1 / 3')).toBeTruthy()
    expect(within(lotto).getByRole('button', { name: 'ยังไม่สำเร็จ' })).toHaveProperty('disabled', true)
  })

  it('claims with an idempotency key, then shows the reward and the new points', async () => {
    let claimed = false
    const api = stubApi({
      ...memberRoutes(),
      memberPoints: () => ({
        body: { error: 0, point: claimed ? 200 : 0, data: { point: claimed ? 200 : 0 } },
      }),
      questList: () => ok([quest({ claimed })])(),
      questRedeem: () => {
        claimed = true
        return {
          body: { error: 0, point: 200, data: { quest: quest({ claimed: true }), wallets: [], points: 200 } },
        }
      },
    })
    await renderMemberPage(<QuestsPage />, { path: '/member/creditfree' })
    await userEvent.click(await screen.findByRole('button', { name: 'รับรางวัล' }))
    expect((await screen.findByRole('status')).textContent).toBe('รับรางวัลภารกิจ "ฝากเงินครบ 100 บาท" สำเร็จ')
    expect(await screen.findByText('พอยท์ของฉัน 200 พอยท์')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'รับรางวัลแล้ว' })).toBeTruthy()
    const [call] = api.of('questRedeem')
    expect(call.body).toEqual({ quest_id: 1 })
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows the server’s refusal word for word', async () => {
    stubApi({
      ...memberRoutes(),
      memberPoints: () => ({ body: { error: 0, point: 0, data: { point: 0 } } }),
      questList: ok([quest({})]),
      questRedeem: refuse('คุณรับรางวัลภารกิจนี้ไปแล้ว'),
    })
    await renderMemberPage(<QuestsPage />, { path: '/member/creditfree' })
    await userEvent.click(await screen.findByRole('button', { name: 'รับรางวัล' }))
    expect((await screen.findByRole('alert')).textContent).toBe('คุณรับรางวัลภารกิจนี้ไปแล้ว')
  })

  it('an event tied to a quest (?event=) shows that quest first with its progress (event/quest)', async () => {
    const api = stubApi({
      ...memberRoutes(),
      memberPoints: () => ({ body: { error: 0, point: 0, data: { point: 0 } } }),
      questList: ok([
        quest({}),
        quest({ id: 2, title: 'ฝากเงินครบ 500 บาท', target: 500, progress: 200, done: false }),
      ]),
      eventQuest: ok(quest({ id: 2, title: 'ฝากเงินครบ 500 บาท', target: 500, progress: 200, done: false })),
    })
    await renderMemberPage(<QuestsPage />, { path: '/member/creditfree?event=3' })
    const section = await screen.findByRole('region', { name: 'ภารกิจของกิจกรรมนี้' })
    const card = within(section).getByRole('listitem', { name: 'ฝากเงินครบ 500 บาท' })
    expect(within(card).getByText('฿200.00 / ฿500.00')).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'ยังไม่สำเร็จ' })).toHaveProperty('disabled', true)
    expect(api.of('eventQuest')[0].body).toEqual({ event_id: 3 })
  })

  it('an event whose quest is gone says so in the server’s words; the other quests still show', async () => {
    stubApi({
      ...memberRoutes(),
      memberPoints: () => ({ body: { error: 0, point: 0, data: { point: 0 } } }),
      questList: ok([quest({})]),
      eventQuest: refuse('กิจกรรมนี้ไม่มีภารกิจ', 2),
    })
    await renderMemberPage(<QuestsPage />, { path: '/member/creditfree?event=3' })
    expect((await screen.findByRole('alert')).textContent).toBe('กิจกรรมนี้ไม่มีภารกิจ')
    expect(await screen.findByRole('listitem', { name: 'ฝากเงินครบ 100 บาท' })).toBeTruthy()
  })

  it('without ?event= it asks no event quest', async () => {
    const api = stubApi({
      ...memberRoutes(),
      memberPoints: () => ({ body: { error: 0, point: 0, data: { point: 0 } } }),
      questList: ok([quest({})]),
    })
    await renderMemberPage(<QuestsPage />, { path: '/member/creditfree' })
    await screen.findByRole('listitem', { name: 'ฝากเงินครบ 100 บาท' })
    expect(api.of('eventQuest')).toHaveLength(0)
    expect(screen.queryByRole('region', { name: 'ภารกิจของกิจกรรมนี้' })).toBeNull()
  })
})
