import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '../../server/modules/payment/messages'
import type { EndpointName } from '../../src/contract/endpoint-schemas'
import { setupApp, TEST_OPERATOR_TOKEN, type TestContext } from './helpers/app'
import { createMember, get, type TestMember } from './helpers/factories'
import { ALL_ENDPOINTS } from './helpers/hostile'
import { assertLedgerInvariants } from './helpers/ledger'
import { createBill, fund, line, openRound } from './helpers/lotto'
import { createOrder, deposit, mainBalance, operatorCall, postKeyed } from './helpers/money'
import { fund as fundSatang, play, SLOT } from './helpers/returns'
import { queryRows } from './helpers/seamless'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ config: { gameOrigins: ['https://games.acme.test'] } })
})
afterAll(async () => ctx.close())

interface AuditRow {
  action: string
  target: string
  outcome: string
  request_id: string
}

const auditRows = () =>
  queryRows<AuditRow>(
    ctx.deps,
    sql`select action, target, outcome, request_id from operator_audit order by id`,
  )

/**
 * An operator call with the answer's request id (the audit row's `request_id`). A POST carries an
 * Idempotency-Key named for its body (the money-moving ones need one; the others ignore it).
 */
async function call(url: string, payload?: Record<string, unknown>) {
  const key = `audit-${Buffer.from(JSON.stringify(payload ?? null))
    .toString('base64url')
    .slice(0, 80)}`
  const response = await ctx.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/${url}`,
    payload,
    headers: {
      authorization: `Bearer ${TEST_OPERATOR_TOKEN}`,
      ...(payload === undefined ? {} : { 'idempotency-key': key }),
    },
  })
  return {
    status: response.statusCode,
    body: response.json(),
    requestId: String(response.headers['x-request-id']),
  }
}

/**
 * One md5 per table of everything stored (rows compared as text): equal digests = the database did
 * not change. Sequences are left out: a rolled-back insert still uses up an id, and no one sees it.
 */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    ctx.deps,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const digest: Record<string, string> = {}
  for (const { name } of tables) {
    const [row] = await queryRows<{ md5: string }>(
      ctx.deps,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${sql.identifier(name)} t`,
    )
    digest[name] = row.md5
  }
  return digest
}

/** A test-only trigger: every insert into operator_audit fails (as a full disk or a kill would). */
async function refuseAuditInserts(on: boolean) {
  if (on) {
    await ctx.deps.db.execute(
      sql.raw(`create or replace function test_refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'test: the audit row cannot be written'; end $$`),
    )
    await ctx.deps.db.execute(
      sql.raw(
        'create trigger test_refuse_audit before insert on operator_audit for each row execute function test_refuse_audit()',
      ),
    )
  } else await ctx.deps.db.execute(sql.raw('drop trigger test_refuse_audit on operator_audit'))
}

const withdrawal = async (member: TestMember) => {
  await deposit(ctx.app, member.token, 500)
  const made = await postKeyed(ctx.app, '/api/member/withdraw', { amount: 300 }, member.token)
  expect(made.body.error, made.body.message).toBe(0)
  return made.body.data.id as number
}

describe('an action and its audit row commit together or not at all', () => {
  it('confirm_newest with nothing pending leaves a row saying it was refused', async () => {
    const before = (await auditRows()).length
    const { body, requestId } = await call('operator/payment/confirm_newest', {})
    expect(body).toEqual({ error: 2, message: PAYMENT_MESSAGES.orderNotFound })
    expect((await auditRows()).slice(before)).toEqual([
      {
        action: 'payment.confirm_newest',
        target: 'payment_order:none',
        outcome: body.message,
        request_id: requestId,
      },
    ])
  })

  it('a confirm whose audit row cannot be written credits nothing: the order stays pending, the balance unchanged', async () => {
    const member = await createMember(ctx.app)
    const order = await createOrder(ctx.app, member.token, 250)
    const rows = (await auditRows()).length
    await refuseAuditInserts(true)
    try {
      expect((await call('operator/payment/confirm', { order_id: order.id })).status).toBe(500)
    } finally {
      await refuseAuditInserts(false)
    }
    const seen = await get(ctx.app, `/api/member/payment/inquiry_status?order_id=${order.id}`, member.token)
    expect(seen.body.data).toMatchObject({ order_id: order.id, status: 'pending' })
    expect(await mainBalance(ctx.app, member.token)).toBe(0)
    expect(await auditRows()).toHaveLength(rows)
    // The same call once the audit can be written: paid, credited, and its row.
    const { body, requestId } = await call('operator/payment/confirm', { order_id: order.id })
    expect(body.data).toMatchObject({ id: order.id, status: 'paid' })
    expect(await mainBalance(ctx.app, member.token)).toBe(250)
    expect((await auditRows()).slice(rows)).toEqual([
      {
        action: 'payment.confirm',
        target: `payment_order:${order.id}`,
        outcome: 'ok',
        request_id: requestId,
      },
    ])
  })

  it('an action that fails after its audit row was written leaves no audit row (and no money moved)', async () => {
    const member = await createMember(ctx.app)
    const id = await withdrawal(member)
    const order = await createOrder(ctx.app, member.token, 120)
    const balance = await mainBalance(ctx.app, member.token)
    // Deferred constraint triggers: the order's and the withdrawal's changes are refused at commit,
    // that is after the audit row was inserted.
    await ctx.deps.db.execute(
      sql.raw(`create or replace function test_refuse_change() returns trigger language plpgsql as $$
        begin raise exception 'test: this change cannot be committed'; end $$`),
    )
    for (const table of ['payment_orders', 'withdrawals'])
      await ctx.deps.db.execute(
        sql.raw(`create constraint trigger test_refuse_change after update on ${table}
          deferrable initially deferred for each row execute function test_refuse_change()`),
      )
    const rows = (await auditRows()).length
    try {
      expect((await call('operator/payment/confirm', { order_id: order.id })).status).toBe(500)
      expect((await call('operator/withdraw/reject', { withdraw_id: id })).status).toBe(500)
    } finally {
      for (const table of ['payment_orders', 'withdrawals'])
        await ctx.deps.db.execute(sql.raw(`drop trigger test_refuse_change on ${table}`))
    }
    expect(await auditRows()).toHaveLength(rows)
    const seen = await get(ctx.app, `/api/member/payment/inquiry_status?order_id=${order.id}`, member.token)
    expect(seen.body.data.status).toBe('pending')
    const list = await get(ctx.app, '/api/member/withdraw/list', member.token)
    expect(list.body.data.items[0]).toMatchObject({ id, status: 'waiting' })
    expect(await mainBalance(ctx.app, member.token)).toBe(balance)
  })
})

// Each operator call that writes, with the preparation that makes it succeed: the body it is sent.
// Run in this order (later ones move the clock or use what earlier ones made).
const shared: { member?: TestMember; hanoi?: number; gov?: number } = {}
const sharedMember = async () => {
  shared.member ??= await createMember(ctx.app)
  return shared.member
}
const WRITES: Record<string, () => Promise<Record<string, unknown>>> = {
  operatorConfirmPayment: async () => {
    const order = await createOrder(ctx.app, (await createMember(ctx.app)).token, 100)
    return { order_id: order.id }
  },
  operatorConfirmNewestPayment: async () => {
    await createOrder(ctx.app, (await createMember(ctx.app)).token, 100)
    return {}
  },
  operatorRejectPayment: async () => {
    const order = await createOrder(ctx.app, (await createMember(ctx.app)).token, 100)
    return { order_id: order.id }
  },
  operatorStaffCreate: async () => ({
    username: `audit${Math.floor(Math.random() * 1e9)}`,
    name: 'ทดสอบ',
    role: 'cashier',
    password: 'staff-password-1',
  }),
  operatorStaffUpdate: async () => {
    const made = await operatorCall(ctx.app, 'staff/create', {
      username: `audit${Math.floor(Math.random() * 1e9)}`,
      name: 'ทดสอบ',
      role: 'cashier',
      password: 'staff-password-1',
    })
    return { staff_id: made.body.data.id, role: 'marketing' }
  },
  operatorStaffLogout: async () => ({}),
  operatorMemberLock: async () => ({
    member_id: (await createMember(ctx.app)).user.id,
    locked: true,
    reason: 'บัญชีต้องสงสัย',
  }),
  operatorMemberResetCode: async () => ({ member_id: (await createMember(ctx.app)).user.id }),
  operatorMemberAdjust: async () => ({
    member_id: (await createMember(ctx.app)).user.id,
    wallet_type_id: 1,
    direction: 'credit',
    amount: 25.5,
    reason: 'ชดเชยยอดฝากตกหล่น',
  }),
  operatorResponsibleBlock: async () => ({
    member_id: (await createMember(ctx.app)).user.id,
    kind: 'timeout',
    period: '24h',
  }),
  operatorApproveWithdraw: async () => ({ withdraw_id: await withdrawal(await createMember(ctx.app)) }),
  operatorRejectWithdraw: async () => ({ withdraw_id: await withdrawal(await createMember(ctx.app)) }),
  operatorPollAnswer: async () => {
    const config = await get(ctx.app, '/api/poll/config?poll_id=1&agent_id=3')
    return { poll_id: 1, choice_id: config.body.data.choices[0].id }
  },
  operatorPollSave: async () => ({
    title: 'ทายผลคู่ชิง',
    description: '',
    quota: 1,
    opens_at: ctx.clock.now().toISOString(),
    closes_at: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
    prize_kind: 'points',
    prize_amount: 50,
    choices: [{ label: 'เหย้า' }, { label: 'เยือน' }],
  }),
  operatorPollClose: async () => {
    const made = await call('operator/poll/save', await WRITES.operatorPollSave())
    return { poll_id: made.body.data.id }
  },
  operatorQuestSave: async () => ({
    title: 'แทงหวย 5 ครั้ง',
    description: '',
    period: 'daily',
    kind: 'lotto_count',
    target: 5,
    reward_kind: 'points',
    reward: 20,
    turnover_multiple: 0,
    enabled: true,
  }),
  operatorWheelPrize: async () => ({
    label: 'เครดิต 2 บาท',
    kind: 'credit',
    amount: 2,
    weight: 5,
    color: '#22aa22',
    enabled: true,
  }),
  operatorShopItem: async () => ({
    kind: 'item',
    title: 'เสื้อฟุตบอล',
    description: 'ส่งภายใน 7 วัน',
    price: 5000,
    stock: 10,
    per_member_limit: 1,
    enabled: true,
  }),
  operatorPromotionSave: async () => ({
    title: 'โปรทดสอบ',
    description: 'ฝากขั้นต่ำ 100 บาท',
    image: null,
    bonus_percent: 10,
    min_deposit: 100,
    max_bonus: 300,
    frequency: 'once',
    turnover_multiple: 1,
    max_withdraw: null,
    first_deposit_only: false,
    starts_at: ctx.clock.now().toISOString(),
    ends_at: null,
    enabled: true,
  }),
  operatorCouponSave: async () => ({
    code: `AUDIT${Math.floor(Math.random() * 1e9)}`,
    title: 'คูปองทดสอบ',
    kind: 'points',
    points: 10,
    turnover_multiple: 0,
    max_withdraw: null,
    starts_at: ctx.clock.now().toISOString(),
    expires_at: null,
    max_uses: null,
    enabled: true,
  }),
  operatorBannerSave: async () => ({
    image: '/images/banners/audit.webp',
    title: 'แบนเนอร์',
    link: null,
    audience: 'all',
    promotion_id: null,
    sort: 0,
    enabled: true,
  }),
  operatorAnnouncementSave: async () => ({
    type: 2,
    image: null,
    title: 'ข่าว',
    description: 'รายละเอียด',
    sort: 0,
    enabled: true,
  }),
  operatorEventSave: async () => ({
    image: '/images/events/audit.webp',
    title: 'กิจกรรม',
    sort: 0,
    enabled: true,
    poll_id: null,
    quest_id: null,
    link: null,
  }),
  operatorSaveGameProvider: async () => ({
    code: 'acme',
    name: 'Acme Gaming',
    logo: '/images/games/provider-builtin.svg',
    adapter: 'example',
    launch_url: 'https://games.acme.test/v1',
    secret: 'acme-secret-acme-secret-acme-secret-0001',
    active: true,
  }),
  operatorSaveGame: async () => ({
    provider_code: 'acme',
    code: 'roulette',
    name: 'รูเล็ต',
    category: 'casino',
    thumbnail: '/images/games/builtin-slot.svg',
    has_demo: true,
    wallet_types: [1, 3],
    active: true,
    sort: 5,
  }),
  operatorSaveLobbyConfig: async () => ({
    lobby_key: 'casino',
    title: 'คาสิโนสด',
    banners: [{ image: '/images/games/lobby-casino.svg', link: null }],
    categories: [{ key: 'casino', name: 'คาสิโน' }],
  }),
  operatorReturnProgram: async () => ({
    kind: 'turnover',
    enabled: true,
    tiers: [{ from: 0, rate: 0.3 }],
    min_amount: 1,
    cap: 5000,
    claim_days: 3,
    wallet_type_id: 1,
  }),
  operatorAffiliateProgram: async () => ({
    enabled: true,
    base: 'net_loss',
    rates: [0.7, 0.3],
    min_redeem: 5,
  }),
  operatorYeekeeSetBonus: async () => ({ position_1: 50, position_16: 20 }),
  operatorLottoRate: async () => ({ category_id: 1, bet_type: 'runTop', max_amount: 60 }),
  operatorLottoSetLimited: async () => {
    shared.gov = (await openRound(ctx, 'gov')).id
    return { round_id: shared.gov, bet_type: '3top', number: '123', kind: 'closed' }
  },
  operatorLottoDeleteLimited: async () => ({ round_id: shared.gov, bet_type: '3top', number: '123' }),
  operatorLottoVoid: async () => ({ round_id: shared.gov, reason: 'ตลาดปิด' }),
  operatorLottoRoundTimes: async () => {
    const hanoi = await openRound(ctx, 'hanoi')
    shared.hanoi = hanoi.id
    const member = await sharedMember()
    await fund(ctx.deps, member, 100)
    // A runTop on every digit: one of them wins whatever the result.
    const digits = [...'0123456789'].map((d) => line('runTop', d, 1))
    const bill = await createBill(ctx.app, member.token, hanoi.id, digits)
    expect(bill.body.error, bill.body.message).toBe(0)
    return { round_id: hanoi.id, close_at: ctx.clock.now().toISOString() }
  },
  operatorLottoResult: async () => ({ round_id: shared.hanoi, special: '12345', first: '67890' }),
  operatorLottoSettle: async () => ({ round_id: shared.hanoi }),
  operatorReturnsRun: async () => {
    // A loss on the 15th (the clock's day), then the next Bangkok day: the 15th is closed.
    const member = await sharedMember()
    await fundSatang(ctx.deps, member.user.id, 50_000n)
    await play(ctx.deps, member.user.id, SLOT, 50_000n)
    ctx.clock.set('2026-01-15T17:30:00.000Z')
    return { job: 'daily_loss', day: '2026-01-15' }
  },
}

describe('every operator call that writes', () => {
  it('is listed here (a new operator write gets its audit test)', () => {
    const writes = ALL_ENDPOINTS.filter((e) => e.def.auth === 'operator' && e.def.method === 'POST').map(
      (e) => e.name as EndpointName,
    )
    expect(Object.keys(WRITES).sort()).toEqual([...writes].sort())
  })

  for (const [name, prepare] of Object.entries(WRITES)) {
    it(`${name}: nothing is stored when its audit row cannot be, and one row with it otherwise`, async () => {
      const url = (ALL_ENDPOINTS.find((e) => e.name === name) as (typeof ALL_ENDPOINTS)[number]).def.path
      const body = await prepare()
      const before = await databaseDigest()
      await refuseAuditInserts(true)
      try {
        expect((await call(url, body)).status).toBe(500)
      } finally {
        await refuseAuditInserts(false)
      }
      expect(await databaseDigest()).toEqual(before)
      const rows = (await auditRows()).length
      const done = await call(url, body)
      expect(done.body.error, done.body.message).toBe(0)
      const added = (await auditRows()).slice(rows)
      expect(added).toHaveLength(1)
      expect(added[0]).toMatchObject({ outcome: 'ok', request_id: done.requestId })
      await assertLedgerInvariants(ctx.deps.db)
    })
  }

  it('the outbox read (members’ reset codes) is audited the same way; other reads are not', async () => {
    await refuseAuditInserts(true)
    try {
      expect((await call('operator/outbox?phone=0812345678')).status).toBe(500)
    } finally {
      await refuseAuditInserts(false)
    }
    const rows = (await auditRows()).length
    const read = await call('operator/outbox?phone=0812345678')
    expect(read.body.error).toBe(0)
    await call('operator/payment/pending')
    expect((await auditRows()).slice(rows)).toEqual([
      { action: 'outbox.read', target: 'outbox:0812345678', outcome: 'ok', request_id: read.requestId },
    ])
  })
})

describe('30 confirms at once, cut off at the audit (PostgreSQL)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'every paid order has exactly one audit row, and an order without one was not paid',
    async () => {
      // Sessions of the earlier tests idled out when the clock moved: fresh members.
      const orders: number[] = []
      for (let i = 0; i < 30; i++)
        orders.push((await createOrder(ctx.app, (await createMember(ctx.app)).token, 100)).id)
      const [{ name }] = await queryRows<{ name: string }>(ctx.deps, sql`select current_database() as name`)
      const url = new URL(process.env.TEST_DATABASE_URL as string)
      url.pathname = `/${name}`
      const observer = new pg.Client({ connectionString: url.toString() })
      await observer.connect()
      try {
        // The audit table is locked, so every confirm stops at its audit insert; the first ones to
        // get there are cancelled, as if the process died at that point; then the lock goes and
        // the others finish.
        await observer.query('begin')
        await observer.query('lock table operator_audit in exclusive mode')
        const calls = Promise.all(
          orders.map((id) => operatorCall(ctx.app, 'payment/confirm', { order_id: id })),
        )
        const cut = new Set<number>()
        while (cut.size < 5) {
          const cancelled = await observer.query(
            `with waiting as materialized (select l.pid from pg_locks l join pg_class c on c.oid = l.relation
               where c.relname = 'operator_audit' and not l.granted)
             select pid from waiting where pg_cancel_backend(pid)`,
          )
          for (const row of cancelled.rows) cut.add(row.pid)
        }
        await observer.query('rollback')
        const answers = await calls
        expect(answers.filter((a) => a.status === 500).length).toBeGreaterThanOrEqual(5)
        const result = await observer.query(
          `select o.id, o.status, count(a.id)::int as rows from payment_orders o
             left join operator_audit a on a.target = 'payment_order:' || o.id and a.action = 'payment.confirm'
           where o.id = any($1::int[]) group by o.id, o.status order by o.id`,
          [orders],
        )
        for (const row of result.rows)
          expect(row, `order ${row.id}`).toMatchObject({ rows: row.status === 'paid' ? 1 : 0 })
        // What the operator was told matches: a confirm that failed did not pay.
        expect(result.rows.filter((r) => r.status === 'paid').length).toBe(
          answers.filter((a) => a.body.data?.status === 'paid').length,
        )
      } finally {
        await observer.query('rollback').catch(() => undefined)
        await observer.end()
      }
    },
  )
})
