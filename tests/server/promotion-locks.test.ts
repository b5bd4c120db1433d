import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memberPromotions, promotions } from '../../server/db/schema'
import { ErrorCode } from '../../src/contract/envelope'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'
import { channelIds, confirm, createOrder, deposit, postBet, postKeyed } from './helpers/money'

// Issue 8 item 6, bonus money never locks real money: what each bonus holds back of the main
// wallet, "สละโบนัส", and promotions the member no longer qualifies for.
let ctx: TestContext
let welcomeId: number
let dailyId: number
beforeAll(async () => {
  ctx = await setupApp()
  const rows = await ctx.deps.db.select().from(promotions)
  welcomeId = rows.find((p) => p.frequency === 'once')?.id ?? 0
  dailyId = rows.find((p) => p.frequency === 'daily')?.id ?? 0
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const config = async (member: TestMember) =>
  (await get(ctx.app, '/api/member/withdraw/config', member.token)).body.data
const withdraw = (member: TestMember, amount: number) =>
  postKeyed(ctx.app, '/api/member/withdraw', { amount }, member.token)
const forfeit = (member: TestMember, id: number, key: string = randomUUID()) =>
  postKeyed(ctx.app, '/api/member/promotion/forfeit', { member_promotion_id: id }, member.token, key)
const walletBaht = async (member: TestMember, type: number) =>
  (
    (await post(ctx.app, '/api/member/wallets', {}, member.token)).body.data as {
      wallet_type_id: number
      balance: number
    }[]
  ).find((w) => w.wallet_type_id === type)?.balance ?? 0
const offered = async (member: TestMember | null) =>
  ((await get(ctx.app, '/api/promotion/list', member?.token)).body.data as { id: number }[]).map((p) => p.id)

async function depositWith(member: TestMember, amount: number, promotionId: number) {
  const order = await createOrder(ctx.app, member.token, amount, { promotion_id: promotionId })
  expect((await confirm(ctx.app, order.id)).body.error).toBe(0)
}

describe('what bonuses hold back of the main wallet', () => {
  it('lets a member withdraw all their own money after the free coupon LUCKY100', async () => {
    const member = await createMember(ctx.app)
    await deposit(ctx.app, member.token, 500)
    const redeemed = await postKeyed(ctx.app, '/api/member/coupon/redeem', { code: 'LUCKY100' }, member.token)
    expect(redeemed.body.error).toBe(0)
    const answer = await config(member)
    expect(answer.withdrawable).toBe(500)
    expect(answer.locks).toEqual([
      {
        member_promotion_id: expect.any(Number),
        title: 'เครดิตนำโชค 100 บาท',
        amount: 0,
        turnover: { done: 0, required: 200 },
      },
    ])
    expect((await withdraw(member, 500)).body.error).toBe(0)
    expect(await walletBaht(member, 1)).toBe(0)
    expect(await walletBaht(member, 3)).toBe(100)
  })

  it('binds a deposit promotion to the deposit it came with, never older money', async () => {
    const member = await createMember(ctx.app)
    await deposit(ctx.app, member.token, 1000)
    await depositWith(member, 500, dailyId)
    const answer = await config(member)
    expect(answer).toMatchObject({ balance: 1500, withdrawable: 1000 })
    expect(answer.locks).toEqual([
      {
        member_promotion_id: expect.any(Number),
        title: 'ฝากรายวัน รับโบนัส 10%',
        amount: 500,
        turnover: { done: 0, required: 1650 },
      },
    ])
    const before = await moneyCounts(ctx.deps.db)
    expect((await withdraw(member, 1000.01)).body).toEqual({
      error: 1,
      message:
        'ถอนได้สูงสุด 1,000.00 บาท ยอดที่เหลือ 500.00 บาท ติดเงื่อนไขทำเทิร์นของ ฝากรายวัน รับโบนัส 10% (ทำเทิร์นแล้ว ฿0.00 / ฿1,650.00) ทำเทิร์นให้ครบหรือสละโบนัสเพื่อถอนทันที',
    })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    expect((await withdraw(member, 1000)).body.error).toBe(0)
    // Bets count towards the turnover as they are placed.
    await postBet(ctx.deps, member.user.id, 10_000n)
    expect((await config(member)).locks[0]).toMatchObject({
      amount: 400,
      turnover: { done: 100, required: 1650 },
    })
  })
})

describe('POST /api/member/promotion/forfeit ("สละโบนัส")', () => {
  it('gives the bonus back, lifts its turnover and frees the deposit at once, once', async () => {
    const member = await createMember(ctx.app)
    await depositWith(member, 500, welcomeId)
    expect(await walletBaht(member, 3)).toBe(250)
    expect((await withdraw(member, 500)).body.error).toBe(1)
    const [bonus] = await ctx.deps.db
      .select()
      .from(memberPromotions)
      .where(eq(memberPromotions.memberId, member.user.id))
    const key = randomUUID()
    const answer = { error: 0, message: 'สละโบนัสสำเร็จ คืนโบนัส ฿250.00 แล้ว เงินของคุณถอนได้ทันที' }
    expect((await forfeit(member, bonus.id, key)).body).toEqual(answer)
    const afterFirst = await moneyCounts(ctx.deps.db)
    expect((await forfeit(member, bonus.id, key)).body).toEqual(answer) // a replay: same answer
    expect(await moneyCounts(ctx.deps.db)).toEqual(afterFirst)
    expect((await forfeit(member, bonus.id)).body).toEqual({
      error: ErrorCode.NOT_FOUND,
      message: 'ไม่พบโบนัสที่กำลังใช้งานอยู่นี้',
    })
    expect(await moneyCounts(ctx.deps.db)).toEqual(afterFirst)

    expect(await walletBaht(member, 3)).toBe(0)
    expect((await config(member)).withdrawable).toBe(500)
    const mine = (await get(ctx.app, '/api/member/promotions', member.token)).body.data
    expect(mine[0]).toMatchObject({ id: bonus.id, status: 'forfeited' })
    const statement = (await get(ctx.app, '/api/member/statement?type=bonus_forfeit', member.token)).body.data
    expect(statement.items).toEqual([
      expect.objectContaining({ type: 'bonus_forfeit', label: 'สละโบนัส', amount: -250, balance_after: 0 }),
    ])
    expect((await withdraw(member, 500)).body.error).toBe(0)
  })

  it("refuses another member's bonus and a bonus that is not active, changing nothing", async () => {
    const owner = await createMember(ctx.app)
    const other = await createMember(ctx.app)
    await depositWith(owner, 500, welcomeId)
    const [bonus] = await ctx.deps.db
      .select()
      .from(memberPromotions)
      .where(eq(memberPromotions.memberId, owner.user.id))
    const before = await moneyCounts(ctx.deps.db)
    expect((await forfeit(other, bonus.id)).body.message).toBe('ไม่พบโบนัสที่กำลังใช้งานอยู่นี้')
    expect((await forfeit(owner, 2_000_000_000)).body.message).toBe('ไม่พบโบนัสที่กำลังใช้งานอยู่นี้')
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })
})

describe('promotions the member no longer qualifies for', () => {
  it('stops offering the first-deposit 50 % promotion after a first deposit', async () => {
    const member = await createMember(ctx.app)
    expect(await offered(member)).toContain(welcomeId)
    await deposit(ctx.app, member.token, 100)
    expect(await offered(member)).not.toContain(welcomeId)
    expect(await offered(member)).toContain(dailyId)
    expect(await offered(null)).toContain(welcomeId) // visitors still see it
    const taken = await postKeyed(
      ctx.app,
      '/api/member/promotion/take',
      { promotion_id: welcomeId },
      member.token,
    )
    expect(taken.body).toEqual({ error: 1, message: 'โปรโมชั่นนี้สำหรับการฝากเงินครั้งแรกเท่านั้น' })
    // Chosen on the deposit form: refused up front with the same reason.
    const { promptpay } = await channelIds(ctx.app, member.token)
    const qr = await postKeyed(
      ctx.app,
      '/api/member/payment/generate_qr',
      { channel_id: promptpay, amount: 200, promotion_id: welcomeId },
      member.token,
    )
    expect(qr.body).toEqual({ error: 1, message: 'โปรโมชั่นนี้สำหรับการฝากเงินครั้งแรกเท่านั้น' })
  })
})

describe('GET calls never write', () => {
  /** A digest of every table's rows: an UPDATE shows as well as an INSERT or DELETE. */
  async function snapshot(): Promise<Record<string, string>> {
    const tables = (await ctx.deps.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] }
    const digest: Record<string, string> = {}
    for (const { table_name } of tables.rows) {
      const result = (await ctx.deps.db.execute(
        sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${sql.identifier(table_name)} t`,
      )) as unknown as { rows: { d: string }[] }
      digest[table_name] = result.rows[0].d
    }
    return digest
  }

  it('leaves every table unchanged, with bets, bonuses and a pending take of an ended promotion', async () => {
    const member = await createMember(ctx.app)
    await deposit(ctx.app, member.token, 1000)
    await depositWith(member, 500, dailyId)
    await postBet(ctx.deps, member.user.id, 10_000n)
    await postKeyed(ctx.app, '/api/member/coupon/redeem', { code: 'LUCKY100' }, member.token)
    const [ending] = await ctx.deps.db
      .insert(promotions)
      .values({
        agentId: 3,
        title: 'โปรใกล้หมดเขต',
        description: 'ทดสอบ',
        bonusBasisPoints: 1000,
        minDepositSatang: 0n,
        maxBonusSatang: 10_000n,
        frequency: 'once',
        turnoverMultiple: 1,
        startsAt: new Date(ctx.clock.now().getTime() - 1000),
        endsAt: new Date(ctx.clock.now().getTime() + 1000),
      })
      .returning()
    await ctx.deps.db.insert(memberPromotions).values({
      memberId: member.user.id,
      promotionId: ending.id,
      periodKey: 'once',
      status: 'pending',
      takenAt: ctx.clock.now(),
    })
    ctx.clock.advance(2000)
    const before = await snapshot()
    for (const url of [
      '/api/promotion/list',
      '/api/member/promotions',
      '/api/member/withdraw/config',
      '/api/member/withdraw/list',
      '/api/member/coupon/history',
      '/api/member/statement',
    ]) {
      const { status, body } = await get(ctx.app, url, member.token)
      expect([status, body.error], url).toEqual([200, 0])
    }
    const mine = (await get(ctx.app, '/api/member/promotions', member.token)).body.data
    expect(mine.find((p: { promotion_id: number }) => p.promotion_id === ending.id).status).toBe('expired')
    expect(await snapshot()).toEqual(before)
  })
})
