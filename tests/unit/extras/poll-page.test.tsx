import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import PollPage from '../../../src/app/routes/poll'
import type { PollConfig, PollQuota, PollStats } from '../../../src/contract/poll'
import { renderMemberPage } from '../payment/render-page'
import { memberRoutes, ok, stubApi } from '../stub-api'

const CONFIG: PollConfig = {
  id: 1,
  title: 'ทายผลบอลคู่เด็ด',
  description: 'ทายถูกรับ 100 พอยท์',
  image: null,
  choices: [
    { id: 1, label: 'เจ้าบ้านชนะ', image: null },
    { id: 2, label: 'เสมอ', image: null },
  ],
  metadata: {
    opens_at: '2026-11-22T00:00:00.000Z',
    closes_at: '2026-12-22T00:00:00.000Z',
    closed: false,
    quota_per_day: 3,
    prize_kind: 'points',
    prize_amount: 100,
    answer_choice_id: null,
  },
}
const quota = (left: number, at: string | null, choice: number | null = null): PollQuota => ({
  poll_id: 1,
  quota: left,
  used: 3 - left,
  last_updated_quota: at,
  choice_id: choice,
  can_vote: left > 0,
})
const stats = (a: number, b: number): PollStats => ({
  poll_id: 1,
  total_votes: a + b,
  choices: [
    { choice_id: 1, votes: a, percent: a + b ? Math.round((a * 1000) / (a + b)) / 10 : 0 },
    { choice_id: 2, votes: b, percent: a + b ? Math.round((b * 1000) / (a + b)) / 10 : 0 },
  ],
})

describe('/poll/1', () => {
  it('sends agent_id 3 on every poll call; a vote lowers the quota and moves the percentages', {
    timeout: 20_000,
  }, async () => {
    let voted = false
    const api = stubApi({
      ...memberRoutes(),
      pollConfig: ok(CONFIG),
      pollQuotaGet: () => ok(voted ? quota(2, '2026-11-23T05:00:00.000Z', 2) : quota(3, null))(),
      pollStats: () => ok(voted ? stats(1, 1) : stats(1, 0))(),
      pollQuotaCheck: ok({ ...quota(3, null), reason: null }),
      pollSubmit: () => {
        voted = true
        return ok({ quota: quota(2, '2026-11-23T05:00:00.000Z', 2), stats: stats(1, 1) })()
      },
    })
    await renderMemberPage(<PollPage />, { path: '/poll/1' })
    expect(await screen.findByText('สิทธิ์โหวตคงเหลือวันนี้ 3 ครั้ง')).toBeTruthy()
    expect(screen.getByText('ยังไม่เคยโหวต')).toBeTruthy()
    const draw = screen.getByRole('listitem', { name: 'เสมอ' })
    expect(within(draw).getByText('0%')).toBeTruthy()
    await userEvent.click(within(draw).getByRole('button', { name: 'โหวต เสมอ' }))
    expect(await screen.findByText('สิทธิ์โหวตคงเหลือวันนี้ 2 ครั้ง')).toBeTruthy()
    expect(await within(draw).findByText('50%')).toBeTruthy()
    expect(screen.getByText('คำตอบของคุณ: เสมอ')).toBeTruthy()
    expect(api.of('pollSubmit')[0].body).toEqual({ poll_id: 1, choice_id: 2, agent_id: 3 })
    // The quota is checked right before the vote.
    const names = api.calls.map((c) => c.name)
    expect(names.indexOf('pollQuotaCheck')).toBeGreaterThan(-1)
    expect(names.indexOf('pollQuotaCheck')).toBeLessThan(names.indexOf('pollSubmit'))
    for (const name of ['pollConfig', 'pollQuotaGet', 'pollQuotaCheck', 'pollStats'] as const) {
      for (const call of api.of(name)) expect(call.query.get('agent_id')).toBe('3')
    }
  })

  it('states the one-answer rule; once answered, shows the answer and only its button votes', async () => {
    stubApi({
      ...memberRoutes(),
      pollConfig: ok(CONFIG),
      pollQuotaGet: ok(quota(3, null)),
      pollStats: ok(stats(0, 0)),
    })
    await renderMemberPage(<PollPage />, { path: '/poll/1' })
    expect(await screen.findByText('ทายได้ 1 คำตอบต่อโพล — โหวตซ้ำได้เฉพาะคำตอบเดิม วันละ 3 ครั้ง')).toBeTruthy()
    expect(screen.queryByText(/^คำตอบของคุณ/)).toBeNull()
    for (const name of ['โหวต เจ้าบ้านชนะ', 'โหวต เสมอ']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false)
    }
  })

  it('a member who chose เสมอ sees it marked; the other choice cannot be voted', async () => {
    stubApi({
      ...memberRoutes(),
      pollConfig: ok(CONFIG),
      pollQuotaGet: ok(quota(2, '2026-11-23T05:00:00.000Z', 2)),
      pollStats: ok(stats(0, 1)),
    })
    await renderMemberPage(<PollPage />, { path: '/poll/1' })
    expect(await screen.findByText('คำตอบของคุณ: เสมอ')).toBeTruthy()
    const draw = screen.getByRole('listitem', { name: 'เสมอ' })
    const home = screen.getByRole('listitem', { name: 'เจ้าบ้านชนะ' })
    expect(within(draw).getByText('คำตอบของคุณ')).toBeTruthy()
    expect(within(home).queryByText('คำตอบของคุณ')).toBeNull()
    expect(within(draw).getByRole('button', { name: 'โหวต เสมอ' }).hasAttribute('disabled')).toBe(false)
    expect(within(home).getByRole('button', { name: 'โหวต เจ้าบ้านชนะ' }).hasAttribute('disabled')).toBe(true)
  })

  it('checks the quota before a vote: a member who cannot vote reads why, and no vote is sent', async () => {
    // The page still shows 3 votes left (loaded earlier); meanwhile they were used in another tab.
    const api = stubApi({
      ...memberRoutes(),
      pollConfig: ok(CONFIG),
      pollQuotaGet: ok(quota(3, null)),
      pollStats: ok(stats(0, 0)),
      pollQuotaCheck: ok({ ...quota(0, '2026-11-23T05:00:00.000Z', 2), reason: 'คุณใช้สิทธิ์โหวตของวันนี้ครบแล้ว' }),
    })
    await renderMemberPage(<PollPage />, { path: '/poll/1' })
    await userEvent.click(await screen.findByRole('button', { name: 'โหวต เสมอ' }))
    expect((await screen.findByRole('alert')).textContent).toBe('คุณใช้สิทธิ์โหวตของวันนี้ครบแล้ว')
    expect(api.of('pollSubmit')).toHaveLength(0)
    expect(api.of('pollQuotaCheck')[0].query.get('poll_id')).toBe('1')
    // The quota shown is asked again, so the page agrees with the check.
    expect(api.of('pollQuotaGet').length).toBeGreaterThanOrEqual(2)
  })
})
