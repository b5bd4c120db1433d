import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, ne } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { lottoRounds } from '../../server/db/schema'
import { LOTTO_MESSAGES } from '../../server/modules/lotto/messages'
import { LOTTO_CATEGORIES } from '../../src/contract/lotto-rules'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'
import {
  cancelBill,
  createBill,
  enterResult,
  fund,
  govResult,
  line,
  openRound,
  passClose,
} from './helpers/lotto'
import { mainBalance, operatorCall, postKeyed } from './helpers/money'
import { setLimit } from './helpers/responsible'

let ctx: TestContext
let member: TestMember
let other: TestMember
let gov: Awaited<ReturnType<typeof openRound>>

beforeAll(async () => {
  ctx = await setupApp()
  member = await createMember(ctx.app)
  other = await createMember(ctx.app)
  await fund(ctx.deps, member, 10_000)
  await fund(ctx.deps, other, 1_000)
  gov = await openRound(ctx, 'gov')
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

describe('GET /api/lotto/lobby and the round calls', () => {
  it('answers status 0 with open rounds of every official category and the latest results', async () => {
    const { status, body } = await get(ctx.app, '/api/lotto/lobby?agent_id=3')
    expect(status).toBe(200)
    expect(body.status).toBe(0)
    const codes = new Set(body.rounds.map((r: { category_code: string }) => r.category_code))
    for (const code of ['gov', 'gsb', 'baac', 'lao', 'hanoi', 'stock']) expect(codes).toContain(code)
    const govRound = body.rounds.find((r: { id: number }) => r.id === gov.id)
    expect(govRound.status).toBe('open')
    expect(govRound.title).toContain('หวยรัฐบาลไทย')
    expect(body.result.length).toBeGreaterThan(0)
    expect(body.result[0].demo).toBe(true)
    expect(body.server_time).toBe(ctx.clock.now().toISOString())
  })

  it('describes a round with its bet types, rates, limits and เลขอั้น', async () => {
    const { body } = await get(ctx.app, `/api/lotto/round?round_id=${gov.id}&agent_id=3`)
    expect(body.error).toBe(0)
    expect(body.data.bet_types.map((b: { bet_type: string }) => b.bet_type)).toEqual([
      '3top',
      '3tod',
      '3front',
      '3back',
      '2top',
      '2bottom',
      'runTop',
      'runBottom',
    ])
    expect(body.data.bet_types[0]).toMatchObject({ name: '3 ตัวบน', rate: 900, min_amount: 1 })
    expect(body.data.limited).toContainEqual(
      expect.objectContaining({ bet_type: '2bottom', number: '89', kind: 'rate', rate: 45 }),
    )
    const rule = await get(ctx.app, `/api/lotto/rule?round_id=${gov.id}`)
    expect(rule.body.data.rules.join(' ')).toContain('3 ตัวบน')
    const rate = await get(ctx.app, `/api/lotto/rate?round_id=${gov.id}`)
    expect(rate.body.data.rates[0]).toEqual({ bet_type: '3top', name: '3 ตัวบน', rate: 900 })
    const limit = await get(ctx.app, `/api/lotto/limit?round_id=${gov.id}`)
    expect(limit.body.data.limited).toContainEqual(
      expect.objectContaining({ bet_type: '3top', number: '555', kind: 'cap', cap: 1000, remaining: 1000 }),
    )
    const rates = await get(ctx.app, '/api/lotto/rates?category_id=7&agent_id=3')
    expect(rates.body.data[0].bet_types.find((b: { bet_type: string }) => b.bet_type === '3top').rate).toBe(
      850,
    )
    const missing = await get(ctx.app, '/api/lotto/round?round_id=999999')
    expect(missing.body).toMatchObject({ error: 2, message: 'ไม่พบงวดหวยนี้' })
  })
})

describe('POST /api/lotto/bill/validate', () => {
  it("gives each line's rate, payout and verdict with a Thai reason, and changes nothing", async () => {
    const before = await moneyCounts(ctx.deps.db)
    const { body } = await post(
      ctx.app,
      '/api/lotto/bill/validate',
      {
        agent_id: 3,
        round_id: gov.id,
        lines: [
          line('3top', '123', 10),
          line('2bottom', '89', 10),
          line('3top', '999', 10),
          line('3top', '12', 10),
          line('2top', '12', 0.001),
          line('3top', '321', 6000),
        ],
      },
      member.token,
    )
    expect(body.error).toBe(0)
    expect(body.data.ok).toBe(false)
    const verdicts = body.data.lines.map((l: { verdict: string }) => l.verdict)
    expect(verdicts).toEqual(['ok', 'reduced', 'closed', 'bad_number', 'bad_amount', 'bad_amount'])
    expect(body.data.lines[0]).toMatchObject({ rate: 900, payout: 9000, reason: null })
    expect(body.data.lines[1]).toMatchObject({ rate: 45, payout: 450, reason: 'เลขอั้น จ่ายบาทละ 45' })
    expect(body.data.lines[2].reason).toBe('เลขนี้ปิดรับ (เลขอั้น)')
    expect(body.data.lines[3].reason).toBe('3 ตัวบน ต้องเป็นตัวเลข 3 หลัก')
    expect(body.data.lines[5].reason).toBe('แทงสูงสุด 5,000.00 บาท ต่อรายการ')
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })

  it('marks a capped number over its cap', async () => {
    const { body } = await post(
      ctx.app,
      '/api/lotto/bill/validate',
      { agent_id: 3, round_id: gov.id, lines: [line('3top', '555', 800), line('3top', '555', 300)] },
      member.token,
    )
    expect(body.data.lines.map((l: { verdict: string }) => l.verdict)).toEqual(['ok', 'over_cap'])
    expect(body.data.lines[1].reason).toBe('เลขนี้รับแทงได้อีก 200.00 บาท (เลขอั้น)')
  })

  it('answers 401 without a session and 400 to a malformed slip', async () => {
    const slip = { agent_id: 3, round_id: gov.id, lines: [line('3top', '123', 10)] }
    expect((await post(ctx.app, '/api/lotto/bill/validate', slip)).status).toBe(401)
    const bad = { ...slip, lines: [{ bet_type: '4top', number: '1234', amount: 10 }] }
    expect((await post(ctx.app, '/api/lotto/bill/validate', bad, member.token)).status).toBe(400)
    const empty = { ...slip, lines: [] }
    expect((await post(ctx.app, '/api/lotto/bill/validate', empty, member.token)).status).toBe(400)
  })
})

describe('POST /api/lotto/bill/create', () => {
  it('debits the total once, answers a replay with the same bill, and lists it only for its member', async () => {
    const start = await mainBalance(ctx.app, member.token)
    const key = randomUUID()
    const lines = [line('3top', '123', 10), line('2bottom', '45', 10), line('2bottom', '54', 10)]
    const first = await createBill(ctx.app, member.token, gov.id, lines, key)
    expect(first.body.error, first.body.message).toBe(0)
    expect(first.body.data).toMatchObject({ status: 'waiting', total: 30, line_count: 3, can_cancel: true })
    const again = await createBill(ctx.app, member.token, gov.id, lines, key)
    expect(again.body.data).toEqual(first.body.data)
    expect(await mainBalance(ctx.app, member.token)).toBe(start - 30)

    const list = await get(ctx.app, `/api/lotto/bill/list?agent_id=3&round_id=${gov.id}`, member.token)
    expect(list.body.data.items.map((b: { id: number }) => b.id)).toContain(first.body.data.id)
    const detail = await get(
      ctx.app,
      `/api/lotto/bill/detail?bill_id=${first.body.data.id}&agent_id=3`,
      member.token,
    )
    expect(detail.body.data.lines).toHaveLength(3)
    expect(detail.body.data.lines[0]).toMatchObject({
      name: '3 ตัวบน',
      number: '123',
      rate: 900,
      status: 'waiting',
    })
    const theirs = await get(ctx.app, `/api/lotto/bill/detail?bill_id=${first.body.data.id}`, other.token)
    expect(theirs.body).toEqual({ error: 2, message: 'ไม่พบโพยนี้' })
    const theirList = await get(ctx.app, '/api/lotto/bill/list', other.token)
    expect(theirList.body.data.items).toEqual([])
    expect((await get(ctx.app, '/api/lotto/bill/list')).status).toBe(401)
  })

  it('refuses the whole bill when one line is refused, and when the balance is short; nothing changes', async () => {
    const before = await moneyCounts(ctx.deps.db)
    const refused = await createBill(ctx.app, member.token, gov.id, [
      line('3top', '123', 10),
      line('3top', '999', 10),
    ])
    expect(refused.body.error).toBe(1)
    expect(refused.body.message).toContain('3 ตัวบน 999: เลขนี้ปิดรับ (เลขอั้น)')
    const poor = await createBill(ctx.app, other.token, gov.id, [line('3top', '321', 2000)])
    expect(poor.body).toEqual({ error: 1, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })

  it('keeps a reduced line at its reduced rate, and reuses of a key with another slip are refused', async () => {
    const key = randomUUID()
    const made = await createBill(ctx.app, member.token, gov.id, [line('2bottom', '89', 10)], key)
    const detail = await get(ctx.app, `/api/lotto/bill/detail?bill_id=${made.body.data.id}`, member.token)
    expect(detail.body.data.lines[0]).toMatchObject({ rate: 45, reduced: true, potential_payout: 450 })
    const reuse = await createBill(ctx.app, member.token, gov.id, [line('2bottom', '88', 10)], key)
    expect(reuse.body.error).toBe(4)
  })

  it('enforces the per-number limit across bills of one member', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/lotto/rate',
      headers: { authorization: 'Bearer test-operator-token-0123456789abcdef' },
      payload: { category_id: 1, bet_type: 'runTop', max_per_number: 100, max_amount: 60 },
    })
    expect((await createBill(ctx.app, member.token, gov.id, [line('runTop', '7', 60)])).body.error).toBe(0)
    const second = await createBill(ctx.app, member.token, gov.id, [line('runTop', '7', 60)])
    expect(second.body.message).toContain('แทงเลขนี้ได้สูงสุด 100.00 บาท ต่องวด (แทงไปแล้ว 60.00 บาท)')
  })

  it("is refused in Thai by the member's own loss limit (responsible play, in lotto_bill_create); nothing changes", async () => {
    const careful = await createMember(ctx.app)
    await fund(ctx.deps, careful, 1_000)
    await setLimit(ctx.app, careful.token, 'loss_day', 100)
    const before = await moneyCounts(ctx.deps.db)
    const key = randomUUID()
    const over = await createBill(ctx.app, careful.token, gov.id, [line('3top', '147', 150)], key)
    expect(over.body.error).toBe(1)
    expect(over.body.message).toContain('ถึงวงเงินเสียต่อวัน ฿100.00 ที่คุณตั้งไว้แล้ว เริ่มนับใหม่')
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    expect(await mainBalance(ctx.app, careful.token)).toBe(1_000)
    // The key was let go: a bill within the limit may use it.
    const within = await createBill(ctx.app, careful.token, gov.id, [line('3top', '147', 50)], key)
    expect(within.body.error, within.body.message).toBe(0)
  })
})

describe('POST /api/lotto/bill/cancel', () => {
  it('refunds a waiting bill once while the round is open', async () => {
    const made = await createBill(ctx.app, member.token, gov.id, [line('3tod', '456', 20)])
    const start = await mainBalance(ctx.app, member.token)
    const key = randomUUID()
    const cancelled = await cancelBill(ctx.app, member.token, made.body.data.id, key)
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', can_cancel: false })
    expect((await cancelBill(ctx.app, member.token, made.body.data.id, key)).body).toEqual(cancelled.body)
    const twice = await cancelBill(ctx.app, member.token, made.body.data.id)
    expect(twice.body.message).toBe('ยกเลิกได้เฉพาะโพยที่รอผล และงวดยังเปิดรับแทงอยู่')
    expect(await mainBalance(ctx.app, member.token)).toBe(start + 20)
    const theirs = await cancelBill(ctx.app, other.token, made.body.data.id)
    expect(theirs.body).toEqual({ error: 2, message: 'ไม่พบโพยนี้' })
  })

  it('frees a capped number again when its bill is cancelled', async () => {
    const made = await createBill(ctx.app, member.token, gov.id, [line('3top', '555', 1000)])
    expect(made.body.error, made.body.message).toBe(0)
    const full = await createBill(ctx.app, other.token, gov.id, [line('3top', '555', 1)])
    expect(full.body.message).toContain('3 ตัวบน 555: เลขนี้รับแทงเต็มแล้ว (เลขอั้น)')
    await cancelBill(ctx.app, member.token, made.body.data.id)
    expect((await createBill(ctx.app, other.token, gov.id, [line('3top', '555', 1)])).body.error).toBe(0)
  })
})

describe('a เลขอั้น set after bills (totals are kept for limited numbers only)', () => {
  it('counts the stakes already on the number against its new cap', async () => {
    const before = await createBill(ctx.app, member.token, gov.id, [line('3top', '246', 300)])
    expect(before.body.error, before.body.message).toBe(0)
    const capped = await operatorCall(ctx.app, 'lotto/limited/set', {
      round_id: gov.id,
      bet_type: '3top',
      number: '246',
      kind: 'cap',
      cap: 500,
    })
    expect(capped.body.error, capped.body.message).toBe(0)
    expect(capped.body.data).toContainEqual(
      expect.objectContaining({ bet_type: '3top', number: '246', kind: 'cap', cap: 500, remaining: 200 }),
    )
    const over = await createBill(ctx.app, other.token, gov.id, [line('3top', '246', 201)])
    expect(over.body.message).toContain('3 ตัวบน 246: เลขนี้รับแทงได้อีก 200')
    expect((await createBill(ctx.app, other.token, gov.id, [line('3top', '246', 200)])).body.error).toBe(0)
  })
})

describe('after the round closes (server clock)', () => {
  it('refuses new bills and cancels; the round reads closed', async () => {
    const made = await createBill(ctx.app, member.token, gov.id, [line('2top', '33', 5)])
    const before = await moneyCounts(ctx.deps.db)
    passClose(ctx, gov)
    // Two days later the session has idled out: log in again, as the member would.
    member.token = await login(ctx.app, member.phone, member.password)
    const late = await createBill(ctx.app, member.token, gov.id, [line('2top', '33', 5)])
    expect(late.body).toEqual({ error: 1, message: 'งวดนี้ปิดรับแทงแล้ว' })
    const check = await post(
      ctx.app,
      '/api/lotto/bill/validate',
      { agent_id: 3, round_id: gov.id, lines: [line('2top', '33', 5)] },
      member.token,
    )
    expect(check.body.message).toBe('งวดนี้ปิดรับแทงแล้ว')
    const cancel = await cancelBill(ctx.app, member.token, made.body.data.id)
    expect(cancel.body.error).toBe(1)
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    const round = await get(ctx.app, `/api/lotto/round?round_id=${gov.id}`)
    expect(round.body.data.status).toBe('closed')
    const key = randomUUID()
    const wrongAgent = await postKeyed(
      ctx.app,
      '/api/lotto/bill/create',
      { agent_id: 4, round_id: gov.id, lines: [line('2top', '33', 5)] },
      member.token,
      key,
    )
    expect(wrongAgent.body).toEqual({ error: 2, message: 'ไม่พบข้อมูลเอเย่นต์' })
  })
})

describe('a เลขอั้น on a closed round', () => {
  const REFUSED = { error: 1, message: 'งวดนี้ปิดรับแทงแล้ว ตั้งเลขอั้นไม่ได้' }
  const limitedOf = async (roundId: number) =>
    (await operatorCall(ctx.app, `lotto/limited?round_id=${roundId}`)).body.data
  const setLimited = (roundId: number, limit: Record<string, unknown>) =>
    operatorCall(ctx.app, 'lotto/limited/set', {
      round_id: roundId,
      bet_type: '2top',
      number: '33',
      ...limit,
    })

  it('is refused in Thai once betting closed by the server clock, after the result and on a void round; nothing changes', async () => {
    passClose(ctx, gov)
    const before = await limitedOf(gov.id)
    expect(before.some((l: { number: string }) => l.number === '33')).toBe(false)
    expect((await setLimited(gov.id, { kind: 'cap', cap: 100 })).body).toEqual(REFUSED)
    expect(await limitedOf(gov.id)).toEqual(before)

    expect((await enterResult(ctx.app, gov.id, govResult('123'))).body.error).toBe(0)
    expect((await setLimited(gov.id, { kind: 'closed' })).body).toEqual(REFUSED)
    expect(await limitedOf(gov.id)).toEqual(before)

    // A round whose betting has not opened yet still takes a เลขอั้น (set ahead of the round).
    const [next] = await ctx.deps.db
      .select()
      .from(lottoRounds)
      .where(
        and(
          eq(lottoRounds.status, 'open'),
          gt(lottoRounds.openAt, ctx.clock.now()),
          ne(lottoRounds.categoryId, LOTTO_CATEGORIES.yeekee.id),
        ),
      )
      .orderBy(asc(lottoRounds.openAt))
      .limit(1)
    expect(next, 'a round not open yet').toBeDefined()
    const ahead = await setLimited(next.id, { kind: 'rate', rate: 45 })
    expect(ahead.body.error, ahead.body.message).toBe(0)
    const set = await limitedOf(next.id)
    expect(set).toContainEqual(
      expect.objectContaining({ bet_type: '2top', number: '33', kind: 'rate', rate: 45 }),
    )
    expect((await operatorCall(ctx.app, 'lotto/void', { round_id: next.id })).body.data.status).toBe('void')
    expect((await setLimited(next.id, { kind: 'closed' })).body).toEqual(REFUSED)
    expect(await limitedOf(next.id)).toEqual(set)
  })
})

describe('operator rates: a third decimal is refused, never rounded', () => {
  it('refuses a rate whose third decimal is tiny (3.20000000001, 0.1 + 0.2) and the published rates stay', async () => {
    const before = await get(ctx.app, '/api/lotto/rates?category_id=1&agent_id=3')
    for (const rate of [3.20000000001, 0.1 + 0.2, 900.001]) {
      const refused = await operatorCall(ctx.app, 'lotto/rate', { category_id: 1, bet_type: 'runTop', rate })
      expect(refused.body, String(rate)).toMatchObject({ error: 1, message: LOTTO_MESSAGES.badRate })
    }
    const limited = await operatorCall(ctx.app, 'lotto/limited/set', {
      round_id: gov.id,
      bet_type: '2top',
      number: '12',
      kind: 'rate',
      rate: 45.0000000001,
    })
    expect(limited.body).toMatchObject({ error: 1, message: LOTTO_MESSAGES.limitedNeedsRate })
    expect((await get(ctx.app, '/api/lotto/rates?category_id=1&agent_id=3')).body).toEqual(before.body)
    const round = await get(ctx.app, `/api/lotto/rate?round_id=${gov.id}&agent_id=3`)
    expect(round.body.data.limited.map((l: { number: string }) => l.number)).not.toContain('12')
  })
})
