import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { operatorAudit, polls, pollVotes } from '../../server/db/schema'
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
/** The votes stored for a member on poll 1, as (choice) ids in the order they were taken. */
const storedVotes = async (c: TestContext, m: TestMember) =>
  (
    await c.deps.db
      .select({ choiceId: pollVotes.choiceId })
      .from(pollVotes)
      .where(and(eq(pollVotes.pollId, 1), eq(pollVotes.memberId, m.user.id)))
      .orderBy(pollVotes.id)
  ).map((v) => v.choiceId)
const chosenAlready = (label: string) => ({
  error: 1,
  message: `คุณเลือกคำตอบ "${label}" ไปแล้ว ทายได้คำตอบเดียวต่อโพล`,
})

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

describe('GET /api/poll/quota/check: can the member vote now, and if not why (Thai)', () => {
  // Its own database: the test moves poll 1's opening and sets its answer.
  let own: TestContext
  beforeAll(async () => {
    own = await setupApp()
  })
  afterAll(async () => own.close())
  const check = async (m: TestMember) => (await get(own.app, `/api/poll/quota/check?${q()}`, m.token)).body

  it('says nothing while the member can vote, then each reason the site shows before a vote', async () => {
    const member = await createMember(own.app)
    const poll = (await get(own.app, `/api/poll/config?${q()}`)).body.data
    expect((await check(member)).data).toMatchObject({ quota: 3, can_vote: true, reason: null })
    for (let i = 0; i < 3; i++) {
      const voted = await post(
        own.app,
        '/api/poll/submit',
        { poll_id: 1, choice_id: poll.choices[0].id, agent_id: 3 },
        member.token,
      )
      expect(voted.body.error).toBe(0)
    }
    expect((await check(member)).data).toMatchObject({
      quota: 0,
      can_vote: false,
      reason: 'คุณใช้สิทธิ์โหวตของวันนี้ครบแล้ว',
    })
    // A poll the operator opens tomorrow, then a poll whose answer is out (closed).
    await own.deps.db
      .update(polls)
      .set({ opensAt: new Date(own.clock.now().getTime() + 24 * 3600_000) })
      .where(eq(polls.id, 1))
    expect((await check(member)).data).toMatchObject({
      can_vote: false,
      reason: 'แบบสำรวจนี้ยังไม่เปิดให้โหวต',
    })
    await own.deps.db
      .update(polls)
      .set({ opensAt: new Date(Date.parse(poll.metadata.opens_at)) })
      .where(eq(polls.id, 1))
    const answered = await operatorCall(own.app, 'poll/answer', { poll_id: 1, choice_id: poll.choices[0].id })
    expect(answered.body.error).toBe(0)
    expect((await check(member)).data).toMatchObject({ can_vote: false, reason: 'แบบสำรวจนี้ปิดโหวตแล้ว' })
    expect((await get(own.app, `/api/poll/quota/check?${q(999)}`, member.token)).body).toEqual({
      error: 2,
      message: 'ไม่พบแบบสำรวจนี้',
    })
    expect((await get(own.app, `/api/poll/quota/check?${q()}`)).status).toBe(401)
  })
})

describe('one answer per poll per member', () => {
  it('the first vote fixes the answer: another choice is refused in Thai and stores nothing, even the next day', async () => {
    const member = await createMember(ctx.app)
    const [home, draw] = (await config()).data.choices
    const fresh = (await get(ctx.app, `/api/poll/quota/get?${q()}`, member.token)).body.data
    expect(fresh).toMatchObject({ choice_id: null, can_vote: true })
    const first = await vote(member, draw.id)
    expect(first.body.error).toBe(0)
    expect(first.body.data.quota).toMatchObject({ choice_id: draw.id, quota: 2 })
    const totalBefore = (await get(ctx.app, `/api/poll/stats?${q()}`)).body.data.total_votes
    expect((await vote(member, home.id)).body).toEqual(chosenAlready(draw.label))
    expect((await get(ctx.app, `/api/poll/stats?${q()}`)).body.data.total_votes).toBe(totalBefore)
    const after = (await get(ctx.app, `/api/poll/quota/check?${q()}`, member.token)).body.data
    expect(after).toMatchObject({ quota: 2, used: 1, choice_id: draw.id, can_vote: true })
    // The same answer may be voted again (it only adds to the stats), within the daily quota.
    expect((await vote(member, draw.id)).body.error).toBe(0)
    ctx.clock.advance(24 * 3600_000)
    expect((await vote(member, home.id)).body).toEqual(chosenAlready(draw.label))
    expect((await vote(member, draw.id)).body.error).toBe(0)
    expect(await storedVotes(ctx, member)).toEqual([draw.id, draw.id, draw.id])
  })

  it('different answers sent at the same moment: exactly one is taken (meaningful on PostgreSQL)', async () => {
    // Ten members, each sending two answers at once: more chances for a race to show. Not the third
    // answer: the winners test below counts who chose it.
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember(ctx.app)))
    const choices: { id: number; label: string }[] = (await config()).data.choices.slice(0, 2)
    const replies = await Promise.all(members.map((m) => Promise.all(choices.map((c) => vote(m, c.id)))))
    for (const [i, member] of members.entries()) {
      expect(replies[i].filter((r) => r.body.error === 0)).toHaveLength(1)
      const stored = await storedVotes(ctx, member)
      expect(stored).toHaveLength(1)
      const kept = choices.find((c) => c.id === stored[0])
      for (const refused of replies[i].filter((r) => r.body.error !== 0)) {
        expect(refused.body).toEqual(chosenAlready(kept?.label ?? ''))
      }
    }
  })
})

describe('covering every answer (attack replay, its own database: it answers poll 1)', () => {
  let own: TestContext
  beforeAll(async () => {
    own = await setupApp()
  })
  afterAll(async () => own.close())

  it('a member who votes for each answer keeps only the first; covering pays no more than one answer', async () => {
    const ownVote = (m: TestMember, choiceId: number) =>
      post(own.app, '/api/poll/submit', { poll_id: 1, choice_id: choiceId, agent_id: 3 }, m.token)
    const ownPoints = async (m: TestMember) =>
      (await post(own.app, '/api/member/points', {}, m.token)).body.point
    const choices: { id: number; label: string }[] = (await get(own.app, `/api/poll/config?${q()}`)).body.data
      .choices
    expect(choices).toHaveLength(3)
    // Three members each try all three answers on one day (3 votes: the daily quota), starting from a
    // different answer, so whatever the answer, one of them started with it.
    const coverers = await Promise.all(choices.map(() => createMember(own.app)))
    for (const [i, member] of coverers.entries()) {
      const order = [0, 1, 2].map((k) => choices[(i + k) % 3])
      expect((await ownVote(member, order[0].id)).body.error).toBe(0)
      for (const other of order.slice(1)) {
        expect((await ownVote(member, other.id)).body).toEqual(chosenAlready(order[0].label))
      }
      expect(await storedVotes(own, member)).toEqual([order[0].id])
    }
    const answer = choices[2]
    // Votes stored before the rule: a member who covered every answer, the right one last. Their
    // answer is their first vote, so they win nothing.
    const legacy = await createMember(own.app)
    await own.deps.db.insert(pollVotes).values(
      choices.map((c, i) => ({
        pollId: 1,
        choiceId: c.id,
        memberId: legacy.user.id,
        day: '2026-01-01',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    )
    const set = await operatorCall(own.app, 'poll/answer', { poll_id: 1, choice_id: answer.id })
    expect(set.body.error).toBe(0)
    expect(set.body.data.winners).toBe(1)
    await own.app.jobs.runDue()
    expect(await ownPoints(legacy)).toBe(0)
    const winners = await get(own.app, `/api/poll/winners?${q()}`)
    expect(winners.body.data.winners).toHaveLength(1)
    const prize = 100
    const paid = await Promise.all(coverers.map(ownPoints))
    // Each coverer is paid exactly what their one (first) answer earns; nobody gets more than a prize.
    expect(paid).toEqual(coverers.map((_, i) => (choices[i].id === answer.id ? prize : 0)))
    for (const p of paid) expect(p).toBeLessThanOrEqual(prize)
    expect(paid.reduce((s, p) => s + p, 0)).toBe(prize)
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
      { name: `${winner.phone.slice(0, 2)}****${winner.phone.slice(-4)}`, paid: true },
    ])
    expect((await vote(loser, choices[0].id)).body).toEqual({ error: 1, message: 'แบบสำรวจนี้ปิดโหวตแล้ว' })
    expect((await config()).data.metadata).toMatchObject({ closed: true, answer_choice_id: choices[2].id })
    const audits = await ctx.deps.db.select().from(operatorAudit)
    expect(audits.some((a) => a.action === 'poll.answer' && a.outcome === 'ok')).toBe(true)
  })
})
