import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memberPromotions, questClaims, questPeriods } from '../../server/db/schema'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { deposit, postBet, postKeyed } from './helpers/money'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

interface QuestWire {
  id: number
  title: string
  kind: string
  period: string
  progress: number
  target: number
  done: boolean
  claimed: boolean
  reward_kind: string
  reward: number
}

const quests = async (m: TestMember): Promise<QuestWire[]> => {
  const { body } = await get(ctx.app, '/api/quest/list', m.token)
  expect(body.error).toBe(0)
  return body.data
}
const questOf = async (m: TestMember, kind: string) =>
  (await quests(m)).find((q) => q.kind === kind) as QuestWire
const redeem = (m: TestMember, questId: number, key: string = randomUUID()) =>
  postKeyed(ctx.app, '/api/quest/redeem', { quest_id: questId }, m.token, key)
const points = async (m: TestMember) => (await post(ctx.app, '/api/member/points', {}, m.token)).body.point

describe('GET /api/quest/list', () => {
  it('lists the daily and weekly quests with zero progress for a new member', async () => {
    const member = await createMember(ctx.app)
    const list = await quests(member)
    expect(list.map((q) => q.period)).toEqual(['daily', 'daily', 'daily', 'weekly', 'weekly'])
    const dep = list.find((q) => q.kind === 'deposit')
    expect(dep).toMatchObject({
      title: 'ฝากเงินครบ 100 บาท',
      target: 100,
      progress: 0,
      done: false,
      claimed: false,
    })
    // Registering counts as today's login.
    expect(list.find((q) => q.kind === 'login_streak')?.progress).toBe(1)
  })

  it('401 without a session', async () => {
    expect((await get(ctx.app, '/api/quest/list')).status).toBe(401)
  })

  it('counts bets in total, lottery bets and distinct games from play', async () => {
    const member = await createMember(ctx.app)
    await deposit(ctx.app, member.token, 1_000)
    await postBet(ctx.deps, member.user.id, 30_000n)
    await postBet(ctx.deps, member.user.id, 30_000n, 1, { category: 'lotto', game: 'lotto:gov' })
    await postBet(ctx.deps, member.user.id, 1_000n, 1, { category: 'lotto', game: 'lotto:yeekee' })
    const list = await quests(member)
    expect(list.find((q) => q.kind === 'bet_total')).toMatchObject({ progress: 500, done: true })
    expect(list.find((q) => q.kind === 'lotto_count')?.progress).toBe(2)
    expect(list.find((q) => q.kind === 'distinct_games')?.progress).toBe(3)
  })

  it('counts login days in a row within the week', async () => {
    const member = await createMember(ctx.app)
    ctx.clock.advance(24 * 3600_000)
    await get(ctx.app, '/api/get_user_info', member.token)
    ctx.clock.advance(24 * 3600_000)
    await get(ctx.app, '/api/get_user_info', member.token)
    const streak = await questOf(member, 'login_streak')
    // Thursday (registration), Friday, Saturday: 3 days in a row this week.
    expect(streak.progress).toBe(3)
  })
})

describe('POST /api/quest/redeem', () => {
  it('refuses an unfinished quest and changes nothing', async () => {
    const member = await createMember(ctx.app)
    const dep = await questOf(member, 'deposit')
    const { body } = await redeem(member, dep.id)
    expect(body).toEqual({ error: 1, message: 'ภารกิจนี้ยังทำไม่สำเร็จ' })
    expect(await points(member)).toBe(0)
  })

  it('pays the deposit quest once after a deposit of 100 baht: 20 replays and a second key give one reward', async () => {
    const member = await createMember(ctx.app)
    await deposit(ctx.app, member.token, 100)
    const dep = await questOf(member, 'deposit')
    expect(dep).toMatchObject({ progress: 100, done: true, claimed: false })
    const key = randomUUID()
    const replies = await Promise.all(Array.from({ length: 20 }, () => redeem(member, dep.id, key)))
    for (const r of replies) expect(r.body.error).toBe(0)
    expect(replies[0].body.point).toBe(200)
    const again = await redeem(member, dep.id)
    expect(again.body).toEqual({ error: 1, message: 'คุณรับรางวัลภารกิจนี้ไปแล้ว' })
    expect(await points(member)).toBe(200)
    expect((await questOf(member, 'deposit')).claimed).toBe(true)
    const claims = await ctx.deps.db
      .select()
      .from(questClaims)
      .where(eq(questClaims.memberId, member.user.id))
    expect(claims).toHaveLength(1)
  })

  it('credits a credit quest into the bonus wallet with its turnover', async () => {
    const member = await createMember(ctx.app)
    await deposit(ctx.app, member.token, 1_000)
    await postBet(ctx.deps, member.user.id, 50_000n)
    const bet = await questOf(member, 'bet_total')
    const { body } = await redeem(member, bet.id)
    expect(body.error).toBe(0)
    const bonus = body.data.wallets.find((w: { wallet_type_id: number }) => w.wallet_type_id === 3)
    expect(bonus.balance).toBe(10)
    const [row] = await ctx.deps.db
      .select()
      .from(memberPromotions)
      .where(eq(memberPromotions.memberId, member.user.id))
    expect(row).toMatchObject({
      rewardTitle: 'เดิมพันครบ 500 บาท',
      turnoverRequiredSatang: 2_000n,
      status: 'active',
    })
    const mine = await get(ctx.app, '/api/member/promotions', member.token)
    expect(mine.body.data[0].title).toBe('เดิมพันครบ 500 บาท')
  })

  it('starts again the next Bangkok day (the reset job opens the new period)', async () => {
    const member = await createMember(ctx.app)
    await deposit(ctx.app, member.token, 100)
    const dep = await questOf(member, 'deposit')
    expect((await redeem(member, dep.id)).body.error).toBe(0)
    ctx.clock.advance(24 * 3600_000)
    await ctx.app.jobs.runDue()
    const [daily] = await ctx.deps.db.select().from(questPeriods).where(eq(questPeriods.period, 'daily'))
    expect(daily.periodKey).toBe(
      new Date(ctx.clock.now().getTime() + 7 * 3600_000).toISOString().slice(0, 10),
    )
    expect(await questOf(member, 'deposit')).toMatchObject({ progress: 0, done: false, claimed: false })
  })

  it('refuses an unknown quest (not found) and a malformed body (400)', async () => {
    const member = await createMember(ctx.app)
    expect((await redeem(member, 99_999)).body).toEqual({ error: 2, message: 'ไม่พบภารกิจนี้' })
    expect((await postKeyed(ctx.app, '/api/quest/redeem', { quest_id: 'x' }, member.token)).status).toBe(400)
    expect((await postKeyed(ctx.app, '/api/quest/redeem', { quest_id: 1 }, member.token, null)).status).toBe(
      400,
    )
  })
})

describe('POST /api/event/quest', () => {
  it('serves the quest of the event that carries one, and refuses an event without', async () => {
    const member = await createMember(ctx.app)
    const events = (await get(ctx.app, '/api/event/list?agent_code=bw222')).body.data
    const withQuest = events.find((e: { quest_id: number | null }) => e.quest_id !== null)
    const withPoll = events.find((e: { poll_id: number | null }) => e.poll_id !== null)
    expect(withPoll.poll_id).toBe(1)
    const { body } = await post(ctx.app, '/api/event/quest', { event_id: withQuest.id }, member.token)
    expect(body.error).toBe(0)
    expect(body.data).toMatchObject({ id: withQuest.quest_id, kind: 'deposit' })
    const none = await post(ctx.app, '/api/event/quest', { event_id: withPoll.id }, member.token)
    expect(none.body).toEqual({ error: 2, message: 'กิจกรรมนี้ไม่มีภารกิจ' })
    const missing = await post(ctx.app, '/api/event/quest', { event_id: 99_999 }, member.token)
    expect(missing.body).toEqual({ error: 2, message: 'ไม่พบกิจกรรมนี้' })
  })
})
