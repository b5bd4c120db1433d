import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { operatorAudit } from '../../server/db/schema'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { operatorCall } from './helpers/money'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const q = (poll = 1) => `poll_id=${poll}&agent_id=3`
const config = async () => (await get(ctx.app, `/api/poll/config?${q()}`)).body
const vote = (m: TestMember, choiceId: number, pollId = 1) =>
  post(ctx.app, '/api/poll/submit', { poll_id: pollId, choice_id: choiceId, agent_id: 3 }, m.token)
const points = async (m: TestMember) => (await post(ctx.app, '/api/member/points', {}, m.token)).body.point

describe('GET /api/poll/config', () => {
  it('gives poll 1 "ทายผลบอลคู่เด็ด" with its choices and metadata', async () => {
    const body = await config()
    expect(body.error).toBe(0)
    expect(body.data.title).toBe('ทายผลบอลคู่เด็ด')
    expect(body.data.choices.map((c: { label: string }) => c.label)).toEqual([
      'เจ้าบ้านชนะ',
      'เสมอ',
      'ทีมเยือนชนะ',
    ])
    expect(body.data.metadata).toMatchObject({
      closed: false,
      quota_per_day: 3,
      prize_kind: 'points',
      prize_amount: 100,
    })
  })

  it('refuses an unknown poll and a call without agent_id (400)', async () => {
    expect((await get(ctx.app, `/api/poll/config?${q(999)}`)).body).toEqual({
      error: 2,
      message: 'ไม่พบแบบสำรวจนี้',
    })
    expect((await get(ctx.app, '/api/poll/config?poll_id=1')).status).toBe(400)
  })
})

describe('POST /api/poll/submit, quota and stats', () => {
  it('takes a vote: the quota goes down, last_updated_quota is set and the stats move', async () => {
    const member = await createMember(ctx.app)
    const choices = (await config()).data.choices
    const before = (await get(ctx.app, `/api/poll/quota/get?${q()}`, member.token)).body.data
    expect(before).toMatchObject({ quota: 3, used: 0, last_updated_quota: null, can_vote: true })
    const { body } = await vote(member, choices[0].id)
    expect(body.error).toBe(0)
    expect(body.data.quota).toMatchObject({ quota: 2, used: 1 })
    expect(body.data.quota.last_updated_quota).toBe(ctx.clock.now().toISOString())
    const stats = (await get(ctx.app, `/api/poll/stats?${q()}`)).body.data
    expect(stats.total_votes).toBeGreaterThanOrEqual(1)
    expect(stats.choices.reduce((s: number, c: { percent: number }) => s + c.percent, 0)).toBeCloseTo(100, 0)
    const check = (await get(ctx.app, `/api/poll/quota/check?${q()}`, member.token)).body.data
    expect(check).toMatchObject({ quota: 2, can_vote: true })
  })

  it('refuses a fourth vote in one day, and allows again the next Bangkok day', async () => {
    const member = await createMember(ctx.app)
    const choices = (await config()).data.choices
    for (let i = 0; i < 3; i++) expect((await vote(member, choices[1].id)).body.error).toBe(0)
    expect((await vote(member, choices[1].id)).body).toEqual({ error: 1, message: 'คุณใช้สิทธิ์โหวตของวันนี้ครบแล้ว' })
    ctx.clock.advance(24 * 3600_000)
    expect((await vote(member, choices[1].id)).body.error).toBe(0)
  })

  it('refuses a choice of another poll, and 401 without a session', async () => {
    const member = await createMember(ctx.app)
    expect((await vote(member, 99_999)).body).toEqual({ error: 2, message: 'ไม่พบตัวเลือกนี้' })
    expect((await post(ctx.app, '/api/poll/submit', { poll_id: 1, choice_id: 1 })).status).toBe(401)
  })
})

describe('the answer and the winners', () => {
  it('the operator sets the answer (audited); a job pays each winner once; winners are listed', async () => {
    const winner = await createMember(ctx.app)
    const loser = await createMember(ctx.app)
    const choices = (await config()).data.choices
    expect((await get(ctx.app, `/api/poll/winners?${q()}`)).body).toEqual({
      error: 1,
      message: 'ยังไม่ประกาศผลแบบสำรวจนี้',
    })
    await vote(winner, choices[2].id)
    await vote(winner, choices[2].id)
    await vote(loser, choices[0].id)
    const set = await operatorCall(ctx.app, 'poll/answer', { poll_id: 1, choice_id: choices[2].id })
    expect(set.body.error).toBe(0)
    expect(set.body.data.winners).toBe(1)
    expect(
      (await operatorCall(ctx.app, 'poll/answer', { poll_id: 1, choice_id: choices[0].id })).body,
    ).toEqual({
      error: 1,
      message: 'แบบสำรวจนี้ประกาศผลไปแล้ว',
    })
    await ctx.app.jobs.runDue()
    await ctx.app.jobs.runDue()
    expect(await points(winner)).toBe(100)
    expect(await points(loser)).toBe(0)
    const winners = (await get(ctx.app, `/api/poll/winners?${q()}`)).body.data
    expect(winners.winners).toEqual([
      { name: `${winner.phone.slice(0, 3)}****${winner.phone.slice(-3)}`, paid: true },
    ])
    expect((await vote(loser, choices[0].id)).body).toEqual({ error: 1, message: 'แบบสำรวจนี้ปิดโหวตแล้ว' })
    expect((await config()).data.metadata).toMatchObject({ closed: true, answer_choice_id: choices[2].id })
    const audits = await ctx.deps.db.select().from(operatorAudit)
    expect(audits.some((a) => a.action === 'poll.answer' && a.outcome === 'ok')).toBe(true)
  })
})
