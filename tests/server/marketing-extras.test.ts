import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { movePoints } from '../../server/modules/points/ledger'
import { POLL_MESSAGES, POLL_OPERATOR_MESSAGES } from '../../server/modules/poll/messages'
import { QUEST_MESSAGES, QUEST_OPERATOR_MESSAGES } from '../../server/modules/quests/messages'
import { SHOP_MESSAGES } from '../../server/modules/shop/messages'
import { WHEEL_OPERATOR_MESSAGES } from '../../server/modules/wheel/messages'
import { FORBIDDEN_MESSAGE } from '../../server/plugins/operator'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { deposit, operatorCall, postKeyed } from './helpers/money'
import { queryRows } from './helpers/seamless'
import { staffSession } from './helpers/staff'

let ctx: TestContext
/** A marketing staff member's session: every write below is theirs. */
let marketing: string
beforeAll(async () => {
  ctx = await setupApp()
  marketing = (await staffSession(ctx.app, ctx.clock, 'marketing', 'ploy')).token
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const desk = (url: string, payload?: Record<string, unknown>, token = marketing) =>
  operatorCall(ctx.app, url, payload, token)

async function grantPoints(member: TestMember, amount: bigint) {
  await ctx.deps.db.transaction((tx) =>
    movePoints(tx, ctx.deps, {
      memberId: member.user.id,
      kind: 'opening',
      amount,
      reference: `test:${randomUUID()}`,
      at: ctx.clock.now(),
    }),
  )
}

interface AuditRow {
  actor: string
  action: string
  target: string
  outcome: string
  before: unknown
}
const lastAudit = async () =>
  (
    await queryRows<AuditRow>(
      ctx.deps,
      sql`select actor, action, target, outcome, before from operator_audit order by id desc limit 1`,
    )
  )[0]
/** Everything a write could change, to prove a refusal changed nothing. */
const extrasDigest = async () =>
  queryRows(
    ctx.deps,
    sql`select (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from polls t) as polls,
      (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from poll_choices t) as choices,
      (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from quests t) as quests,
      (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from wheel_segments t) as wheel,
      (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from shop_items t) as shop`,
  )

describe('who may use the marketing desk', () => {
  it('marketing and the owner write, read-only staff only read, a cashier neither', async () => {
    const readOnly = (await staffSession(ctx.app, ctx.clock, 'read_only')).token
    const cashier = (await staffSession(ctx.app, ctx.clock, 'cashier')).token
    for (const url of ['poll/list', 'quest/list', 'wheel/prizes', 'shop/items']) {
      expect((await desk(url)).body.error, url).toBe(0)
      expect((await desk(url, undefined, readOnly)).body.error, url).toBe(0)
      expect((await desk(url, undefined, cashier)).body, url).toEqual({
        error: 403,
        message: FORBIDDEN_MESSAGE,
      })
    }
    const refused = await desk('poll/close', { poll_id: 1 }, readOnly)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(FORBIDDEN_MESSAGE)
  })
})

const SHIRT = {
  kind: 'item',
  title: 'หมวก bw222',
  description: 'ส่งภายใน 7 วัน',
  price: 100,
  stock: 5,
  per_member_limit: null,
  enabled: true,
}

describe('point-shop items', () => {
  it('lists every item with its units redeemed; an edit without stock keeps what members left', async () => {
    const made = await desk('shop/item', SHIRT)
    expect(made.body.data).toMatchObject({
      title: 'หมวก bw222',
      stock: 5,
      enabled: true,
      redeemed: 0,
      pending: 0,
    })
    const id = made.body.data.id as number
    expect(await lastAudit()).toMatchObject({
      actor: 'staff:ploy',
      action: 'shop.item',
      target: `shop_item:${id}`,
      outcome: 'ok',
      before: null,
    })
    const member = await createMember(ctx.app)
    await grantPoints(member, 300n)
    const redeemed = await postKeyed(
      ctx.app,
      '/api/redemption/redeem',
      { item_id: id, quantity: 2 },
      member.token,
    )
    expect(redeemed.body.error, redeemed.body.message).toBe(0)

    // The form was read before the redemption: saving it without stock leaves the 3 units left.
    const { stock: _stock, ...form } = SHIRT
    const renamed = await desk('shop/item', { ...form, item_id: id, title: 'หมวกแก๊ป bw222' })
    expect(renamed.body.data).toMatchObject({ title: 'หมวกแก๊ป bw222', stock: 3, redeemed: 2, pending: 1 })
    expect((await lastAudit()).before).toMatchObject({ title: 'หมวก bw222', stock: 3 })
    const listed = (await desk('shop/items')).body.data.find((i: { id: number }) => i.id === id)
    expect(listed).toMatchObject({ stock: 3, redeemed: 2, pending: 1, enabled: true })

    // Redeemed once, its kind stays (the member's history shows it).
    const kind = await desk('shop/item', { ...form, item_id: id, kind: 'wheel_spin', spins: 1 })
    expect(kind.body).toEqual({
      error: 1,
      message: 'ของรางวัลนี้มีสมาชิกแลกไปแล้ว เปลี่ยนประเภทไม่ได้ (ปิดรายการนี้แล้วเพิ่มรายการใหม่แทน)',
    })
    const noStock = await desk('shop/item', form)
    expect(noStock.body).toEqual({ error: 1, message: 'กรุณากำหนดจำนวนคงเหลือ (เว้นว่าง = ไม่จำกัด)' })
  })

  it('a turned-off item is no longer offered: gone from the shop, redeeming it refused, its orders kept', async () => {
    const id = (await desk('shop/item', SHIRT)).body.data.id as number
    const member = await createMember(ctx.app)
    await grantPoints(member, 500n)
    const first = await postKeyed(
      ctx.app,
      '/api/redemption/redeem',
      { item_id: id, quantity: 1 },
      member.token,
    )
    expect(first.body.error).toBe(0)
    const { stock: _stock, ...form } = SHIRT
    const off = await desk('shop/item', { ...form, item_id: id, enabled: false })
    expect(off.body.data.enabled).toBe(false)

    const shop = (await get(ctx.app, '/api/redemption/list', member.token)).body.data
    expect(shop.map((i: { id: number }) => i.id)).not.toContain(id)
    const again = await postKeyed(
      ctx.app,
      '/api/redemption/redeem',
      { item_id: id, quantity: 1 },
      member.token,
    )
    expect(again.body).toEqual({ error: 2, message: SHOP_MESSAGES.notFound })
    const history = (await get(ctx.app, '/api/redemption/history', member.token)).body.data
    expect(history).toEqual([expect.objectContaining({ item_id: id, title: 'หมวก bw222' })])
    expect((await desk('shop/items')).body.data.find((i: { id: number }) => i.id === id)).toMatchObject({
      enabled: false,
      redeemed: 1,
    })
  })
})

const QUEST = {
  title: 'ฝากเงินครบ 300 บาท',
  description: 'ฝากรวมวันนี้ 300 บาท รับ 50 พอยท์',
  period: 'daily',
  kind: 'deposit',
  target: 300,
  reward_kind: 'points',
  reward: 50,
  turnover_multiple: 0,
  enabled: true,
}

describe('quests', () => {
  it('a new quest reaches the members; once claimed its period and kind stay; turned off it is no longer offered', async () => {
    const made = await desk('quest/save', QUEST)
    expect(made.body.data).toMatchObject({ target: 300, reward: 50, enabled: true, claims: 0 })
    const id = made.body.data.id as number
    const member = await createMember(ctx.app)
    const offered = (await get(ctx.app, '/api/quest/list', member.token)).body.data
    expect(offered.find((q: { id: number }) => q.id === id)).toMatchObject({
      title: 'ฝากเงินครบ 300 บาท',
      target: 300,
      progress: 0,
    })
    await deposit(ctx.app, member.token, 300)
    const claimed = await postKeyed(ctx.app, '/api/quest/redeem', { quest_id: id }, member.token)
    expect(claimed.body.error, claimed.body.message).toBe(0)
    expect(claimed.body.point).toBe(50)

    const listed = (await desk('quest/list')).body.data.find((q: { id: number }) => q.id === id)
    expect(listed).toMatchObject({ claims: 1, claims_now: 1 })
    const weekly = await desk('quest/save', { ...QUEST, quest_id: id, period: 'weekly' })
    expect(weekly.body).toEqual({ error: 1, message: QUEST_OPERATOR_MESSAGES.fixed })
    const richer = await desk('quest/save', { ...QUEST, quest_id: id, reward: 80 })
    expect(richer.body.data).toMatchObject({ reward: 80, claims: 1 })
    expect(await lastAudit()).toMatchObject({
      actor: 'staff:ploy',
      action: 'quest.save',
      target: `quest:${id}`,
      before: expect.objectContaining({ reward: 50 }),
    })

    const off = await desk('quest/save', { ...QUEST, quest_id: id, enabled: false })
    expect(off.body.data.enabled).toBe(false)
    const other = await createMember(ctx.app)
    await deposit(ctx.app, other.token, 300)
    const list = (await get(ctx.app, '/api/quest/list', other.token)).body.data
    expect(list.map((q: { id: number }) => q.id)).not.toContain(id)
    const refused = await postKeyed(ctx.app, '/api/quest/redeem', { quest_id: id }, other.token)
    expect(refused.body).toEqual({ error: 2, message: QUEST_MESSAGES.notFound })
    expect(await post(ctx.app, '/api/member/points', {}, other.token)).toMatchObject({ body: { point: 0 } })
  })

  it('bad targets and rewards get a Thai refusal and change nothing', async () => {
    const before = await extrasDigest()
    const cases: [Record<string, unknown>, string][] = [
      [{ target: 0 }, QUEST_OPERATOR_MESSAGES.targetBaht],
      [{ target: 100.001 }, QUEST_OPERATOR_MESSAGES.targetBaht],
      [{ kind: 'lotto_count', target: 2.5 }, QUEST_OPERATOR_MESSAGES.targetCount],
      [{ kind: 'login_streak', period: 'weekly', target: 8 }, QUEST_OPERATOR_MESSAGES.streakWeekly],
      [{ kind: 'login_streak', target: 32 }, QUEST_OPERATOR_MESSAGES.streakDaily],
      [{ reward: -5 }, QUEST_OPERATOR_MESSAGES.rewardPoints],
      [{ reward_kind: 'credit', reward: 0.001 }, QUEST_OPERATOR_MESSAGES.rewardCredit],
    ]
    for (const [change, message] of cases)
      expect((await desk('quest/save', { ...QUEST, ...change })).body, message).toEqual({ error: 1, message })
    expect((await desk('quest/save', { ...QUEST, quest_id: 999_999 })).body).toEqual({
      error: 2,
      message: QUEST_MESSAGES.notFound,
    })
    expect((await desk('quest/save', { ...QUEST, target: '300' })).status).toBe(400)
    expect(await extrasDigest()).toEqual(before)
  })
})

interface Prize {
  id: number
  label: string
  kind: string
  amount: number
  weight: number
  enabled: boolean
  chance: number
  wins: number
}
const wheel = async () => (await desk('wheel/prizes')).body.data as { prizes: Prize[]; total_weight: number }
const prizeBody = (p: Prize, change: Record<string, unknown> = {}) => ({
  prize_id: p.id,
  label: p.label,
  kind: p.kind,
  amount: p.amount,
  weight: p.weight,
  color: '#123456',
  enabled: p.enabled,
  ...change,
})
const spin = (m: TestMember) =>
  postKeyed(ctx.app, '/api/wheel/spin_v2', { client_seed: randomUUID() }, m.token, randomUUID())

describe('wheel prizes', () => {
  it('lists the prizes with chances that add up to 100%; bad weights and amounts are refused and change nothing', async () => {
    const { prizes, total_weight } = await wheel()
    expect(total_weight).toBe(100)
    expect(prizes[0]).toMatchObject({ label: '10 พอยท์', weight: 30, chance: 30, enabled: true })
    expect(prizes.reduce((sum, p) => sum + p.chance, 0)).toBeCloseTo(100, 5)
    const before = await extrasDigest()
    const cases: [Record<string, unknown>, string][] = [
      [{ weight: 0 }, WHEEL_OPERATOR_MESSAGES.weight],
      [{ weight: -3 }, WHEEL_OPERATOR_MESSAGES.weight],
      [{ weight: 1.5 }, WHEEL_OPERATOR_MESSAGES.weight],
      [{ weight: 1_000_001 }, WHEEL_OPERATOR_MESSAGES.weight],
      [{ kind: 'credit', amount: 0 }, WHEEL_OPERATOR_MESSAGES.credit],
      [{ kind: 'credit', amount: 5.555 }, WHEEL_OPERATOR_MESSAGES.credit],
      [{ kind: 'points', amount: 2.5 }, WHEEL_OPERATOR_MESSAGES.points],
    ]
    for (const [change, message] of cases)
      expect((await desk('wheel/prize', prizeBody(prizes[0], change))).body, message).toEqual({
        error: 1,
        message,
      })
    expect((await desk('wheel/prize', prizeBody(prizes[0], { color: 'red' }))).status).toBe(400)
    expect(await extrasDigest()).toEqual(before)
  })

  it('a changed prize never changes a spin already made: its claim pays the prize it landed on', async () => {
    // One prize left on the wheel, so the spin lands on it.
    const { prizes } = await wheel()
    const [keep, ...rest] = prizes
    for (const p of rest)
      expect((await desk('wheel/prize', prizeBody(p, { enabled: false }))).body.error).toBe(0)
    const after = await wheel()
    expect(after.total_weight).toBe(keep.weight)
    expect(after.prizes.find((p) => p.id === keep.id)?.chance).toBe(100)
    expect(after.prizes.filter((p) => p.id !== keep.id).every((p) => p.chance === 0)).toBe(true)

    const member = await createMember(ctx.app)
    const offered = (await get(ctx.app, '/api/wheel/config_v2', member.token)).body.data.segments
    expect(offered.map((s: { id: number }) => s.id)).toEqual([keep.id])
    await grantPoints(member, 300n)
    const spun = await spin(member)
    expect(spun.body.data.spin.prize).toMatchObject({ id: keep.id, label: '10 พอยท์', amount: 10 })

    // Now the desk makes the same prize 500 points: the spin made before still pays 10.
    const changed = await desk('wheel/prize', prizeBody(keep, { label: '500 พอยท์!', amount: 500 }))
    expect(changed.body.data).toMatchObject({ prize_id: keep.id })
    expect(await lastAudit()).toMatchObject({
      actor: 'staff:ploy',
      action: 'wheel.prize',
      target: `wheel_prize:${keep.id}`,
      before: expect.objectContaining({ label: '10 พอยท์', amount: 10 }),
    })
    const claimed = await postKeyed(
      ctx.app,
      '/api/wheel/reward',
      { spin_id: spun.body.data.spin.id },
      member.token,
    )
    expect(claimed.body.error, claimed.body.message).toBe(0)
    expect(claimed.body.point).toBe(300 - 100 + 10)
    const history = (await get(ctx.app, '/api/wheel/history', member.token)).body.data
    expect(history[0].prize).toMatchObject({ label: '10 พอยท์', amount: 10 })
    const board = (await get(ctx.app, '/api/wheel/board')).body.data
    expect(board[0].label).toBe('10 พอยท์')

    // The last enabled prize cannot be turned off: the wheel always has something to draw.
    const last = await desk(
      'wheel/prize',
      prizeBody(keep, { label: '500 พอยท์!', amount: 500, enabled: false }),
    )
    expect(last.body).toEqual({ error: 1, message: WHEEL_OPERATOR_MESSAGES.lastPrize })
    expect((await wheel()).prizes.find((p) => p.id === keep.id)?.enabled).toBe(true)
  })

  it('two staff turning off the last two prizes at once: one is refused, the wheel keeps a prize', async () => {
    const { prizes } = await wheel()
    const kept = prizes.filter((p) => p.enabled)
    const other = prizes.find((p) => !p.enabled) as Prize
    expect((await desk('wheel/prize', prizeBody(other, { enabled: true }))).body.error).toBe(0)
    const both = [...kept, other]
    const answers = await Promise.all(both.map((p) => desk('wheel/prize', prizeBody(p, { enabled: false }))))
    expect(answers.map((a) => a.body.error).sort()).toEqual([0, 1])
    expect((await wheel()).prizes.filter((p) => p.enabled)).toHaveLength(1)
  })

  it('a new prize joins the wheel; more than 16 enabled prizes are refused', async () => {
    const made = await desk('wheel/prize', {
      label: 'เครดิต 1 บาท',
      kind: 'credit',
      amount: 1,
      weight: 50,
      color: '#00aa00',
      enabled: true,
    })
    expect(made.body.error, made.body.message).toBe(0)
    const added = made.body.data.prizes.find((p: Prize) => p.id === made.body.data.prize_id)
    expect(added).toMatchObject({
      label: 'เครดิต 1 บาท',
      kind: 'credit',
      amount: 1,
      weight: 50,
      enabled: true,
    })
    expect(made.body.data.prizes.at(-1).id).toBe(added.id)
    const member = await createMember(ctx.app)
    const offered = (await get(ctx.app, '/api/wheel/config_v2', member.token)).body.data.segments
    expect(offered.map((s: { label: string }) => s.label)).toContain('เครดิต 1 บาท')

    const { prizes } = await wheel()
    for (const p of prizes.filter((x) => !x.enabled))
      expect((await desk('wheel/prize', prizeBody(p, { enabled: true }))).body.error).toBe(0)
    let enabled = (await wheel()).prizes.filter((p) => p.enabled).length
    const body = { label: 'ว่าง', kind: 'none', amount: 0, weight: 1, color: '#999999', enabled: true }
    while (enabled < 16) {
      expect((await desk('wheel/prize', body)).body.error).toBe(0)
      enabled++
    }
    expect((await desk('wheel/prize', body)).body).toEqual({
      error: 1,
      message: WHEEL_OPERATOR_MESSAGES.tooMany,
    })
  })
})

const inHours = (hours: number) => new Date(ctx.clock.now().getTime() + hours * 3600_000).toISOString()
const pollBody = () => ({
  title: 'ทายผลคู่ชิง',
  description: 'ทายถูกรับ 20 บาท',
  quota: 2,
  opens_at: inHours(-1),
  closes_at: inHours(48),
  prize_kind: 'credit',
  prize_amount: 20,
  choices: [{ label: 'ทีมแดง' }, { label: 'ทีมน้ำเงิน' }],
})
const vote = (m: TestMember, pollId: number, choiceId: number) =>
  post(ctx.app, '/api/poll/submit', { poll_id: pollId, choice_id: choiceId, agent_id: 3 }, m.token)

describe('polls', () => {
  it('a new poll opens to members; once voted its choices and prize stay; closed, no more votes; answered, winners counted', async () => {
    const made = await desk('poll/save', pollBody())
    expect(made.body.data).toMatchObject({
      status: 'open',
      prize_kind: 'credit',
      prize_amount: 20,
      voters: 0,
    })
    const poll = made.body.data as { id: number; choices: { id: number; label: string }[] }
    expect(await lastAudit()).toMatchObject({
      actor: 'staff:ploy',
      action: 'poll.save',
      target: `poll:${poll.id}`,
    })
    const config = (await get(ctx.app, `/api/poll/config?poll_id=${poll.id}&agent_id=3`)).body.data
    expect(config.choices.map((c: { label: string }) => c.label)).toEqual(['ทีมแดง', 'ทีมน้ำเงิน'])

    const [red, blue] = poll.choices
    const member = await createMember(ctx.app)
    expect((await vote(member, poll.id, red.id)).body.error).toBe(0)

    const keepChoices = poll.choices.map((c) => ({ id: c.id, label: c.label }))
    const renamed = await desk('poll/save', {
      ...pollBody(),
      poll_id: poll.id,
      title: 'ทายผลนัดชิง',
      choices: keepChoices,
    })
    expect(renamed.body.data).toMatchObject({ title: 'ทายผลนัดชิง', voters: 1 })
    expect(renamed.body.data.choices).toEqual([
      { id: red.id, label: 'ทีมแดง', image: null, voters: 1 },
      { id: blue.id, label: 'ทีมน้ำเงิน', image: null, voters: 0 },
    ])
    const before = await extrasDigest()
    for (const change of [
      { choices: [...keepChoices, { label: 'เสมอ' }] },
      { choices: [keepChoices[0], { id: blue.id, label: 'ทีมฟ้า' }] },
      { prize_amount: 10 },
    ]) {
      const refused = await desk('poll/save', {
        ...pollBody(),
        poll_id: poll.id,
        choices: keepChoices,
        ...change,
      })
      expect(refused.body).toEqual({ error: 1, message: POLL_OPERATOR_MESSAGES.votedFixed })
    }
    expect(await extrasDigest()).toEqual(before)

    const closed = await desk('poll/close', { poll_id: poll.id })
    expect(closed.body.data.status).toBe('closed')
    expect((await vote(member, poll.id, red.id)).body).toEqual({ error: 1, message: POLL_MESSAGES.closed })
    expect((await desk('poll/close', { poll_id: poll.id })).body).toEqual({
      error: 1,
      message: POLL_MESSAGES.closed,
    })

    const answered = await desk('poll/answer', { poll_id: poll.id, choice_id: red.id })
    expect(answered.body.data).toEqual({ poll_id: poll.id, answer_choice_id: red.id, winners: 1 })
    const listed = (await desk('poll/list')).body.data.find((p: { id: number }) => p.id === poll.id)
    expect(listed).toMatchObject({ status: 'answered', answer_choice_id: red.id, voters: 1 })
    expect((await desk('poll/save', { ...pollBody(), poll_id: poll.id, choices: keepChoices })).body).toEqual(
      {
        error: 1,
        message: POLL_OPERATOR_MESSAGES.answered,
      },
    )
  })

  it('before the first vote choices may change; bad times, prizes and choices are refused and change nothing', async () => {
    const made = (await desk('poll/save', pollBody())).body.data as { id: number; choices: { id: number }[] }
    const changed = await desk('poll/save', {
      ...pollBody(),
      poll_id: made.id,
      prize_kind: 'points',
      prize_amount: 100,
      choices: [{ id: made.choices[1].id, label: 'น้ำเงิน' }, { label: 'เสมอ' }, { label: 'แดง' }],
    })
    expect(changed.body.data.choices.map((c: { label: string }) => c.label)).toEqual(['น้ำเงิน', 'เสมอ', 'แดง'])
    expect(changed.body.data.choices[0].id).toBe(made.choices[1].id)

    const before = await extrasDigest()
    const cases: [Record<string, unknown>, string][] = [
      [{ closes_at: inHours(-2) }, POLL_OPERATOR_MESSAGES.times],
      [{ opens_at: inHours(-3), closes_at: inHours(-2) }, POLL_OPERATOR_MESSAGES.closesPast],
      [{ choices: [{ label: 'ก' }, { label: 'ก' }] }, POLL_OPERATOR_MESSAGES.sameLabel],
      [{ prize_amount: 0 }, POLL_OPERATOR_MESSAGES.credit],
      [{ prize_kind: 'points', prize_amount: 1.5 }, POLL_OPERATOR_MESSAGES.points],
    ]
    for (const [change, message] of cases)
      expect((await desk('poll/save', { ...pollBody(), ...change })).body, message).toEqual({
        error: 1,
        message,
      })
    const foreign = await desk('poll/save', {
      ...pollBody(),
      poll_id: made.id,
      choices: [{ id: 1, label: 'x' }, { label: 'y' }],
    })
    expect(foreign.body).toEqual({ error: 2, message: POLL_MESSAGES.choiceNotFound })
    expect((await desk('poll/save', { ...pollBody(), choices: [{ label: 'เดียว' }] })).status).toBe(400)
    expect((await desk('poll/save', { ...pollBody(), opens_at: 'พรุ่งนี้' })).status).toBe(400)
    expect(await extrasDigest()).toEqual(before)
  })
})
