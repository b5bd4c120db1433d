import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defaultConfig } from '../../server/config'
import { lineAccounts, lineOutbox } from '../../server/db/schema'
import { lineSender, pushLineSender } from '../../server/modules/notify/sender'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { createBill, enterResult, fund, govResult, line, openRound } from './helpers/lotto'
import { decide, deposit, operatorCall, postKeyed } from './helpers/money'

let ctx: TestContext
let linked: TestMember
let notLinked: TestMember
let switchedOff: TestMember

/** A LINE account linked to the member (what modules/line does after verifying an ID token). */
async function linkLine(member: TestMember): Promise<string> {
  const lineUserId = `U${randomUUID().replaceAll('-', '')}`
  await ctx.deps.db
    .insert(lineAccounts)
    .values({ memberId: member.user.id, lineUserId, displayName: 'LINE', linkedAt: ctx.clock.now() })
  return lineUserId
}

/** The member's LINE messages in the outbox, oldest first. */
const outbox = async (member: TestMember) =>
  ctx.deps.db
    .select({ kind: lineOutbox.kind, text: lineOutbox.text, lineUserId: lineOutbox.lineUserId })
    .from(lineOutbox)
    .where(eq(lineOutbox.memberId, member.user.id))
    .orderBy(asc(lineOutbox.id))

const withdraw = async (member: TestMember, amount: number): Promise<number> => {
  const { body } = await postKeyed(ctx.app, '/api/member/withdraw', { amount }, member.token, randomUUID())
  expect(body.error, body.message).toBe(0)
  return body.data.id
}

let linkedLineUser: string

beforeAll(async () => {
  ctx = await setupApp({ config: { lineMessages: 'outbox' } })
  linked = await createMember(ctx.app)
  notLinked = await createMember(ctx.app)
  switchedOff = await createMember(ctx.app)
  linkedLineUser = await linkLine(linked)
  await linkLine(switchedOff)
  const off = await post(ctx.app, '/api/member/line_messages', { enabled: false }, switchedOff.token)
  expect(off.body).toEqual({ error: 0, data: { linked: true, available: true, enabled: false } })
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

describe('LINE messages about a member’s money (LINE_MESSAGES=outbox)', () => {
  it('tells a linked member of a credited deposit, and no one else', async () => {
    for (const member of [linked, notLinked, switchedOff]) await deposit(ctx.app, member.token, 1000)
    expect(await outbox(linked)).toEqual([
      {
        kind: 'deposit.credited',
        text: 'ฝากเงินสำเร็จ ยอด ฿1,000.00 เข้ากระเป๋าหลักแล้ว',
        lineUserId: linkedLineUser,
      },
    ])
    expect(await outbox(notLinked)).toEqual([])
    expect(await outbox(switchedOff)).toEqual([])
  })

  it('tells of a withdrawal approved and of one rejected', async () => {
    const approved = await withdraw(linked, 300)
    const rejected = await withdraw(linked, 400)
    const quiet = await withdraw(switchedOff, 300)
    expect((await decide(ctx.app, 'approve', approved)).body.error).toBe(0)
    expect((await decide(ctx.app, 'reject', rejected)).body.error).toBe(0)
    expect((await decide(ctx.app, 'approve', quiet)).body.error).toBe(0)
    expect((await outbox(linked)).slice(1)).toEqual([
      {
        kind: 'withdrawal.approved',
        text: 'ถอนเงิน ฿300.00 อนุมัติแล้ว เงินกำลังโอนเข้าบัญชีของคุณ',
        lineUserId: linkedLineUser,
      },
      {
        kind: 'withdrawal.rejected',
        text: 'รายการถอนเงิน ฿400.00 ไม่ได้รับการอนุมัติ คืนยอดเข้ากระเป๋าหลักแล้ว',
        lineUserId: linkedLineUser,
      },
    ])
    expect(await outbox(switchedOff)).toEqual([])
  })

  it('tells of a winning lottery bill once it is paid, not of a losing one', async () => {
    await fund(ctx.deps, linked, 1000)
    await fund(ctx.deps, switchedOff, 1000)
    const gov = await openRound(ctx, 'gov')
    const won = await createBill(ctx.app, linked.token, gov.id, [line('3top', '123', 10)])
    expect(won.body.error, won.body.message).toBe(0)
    const lost = await createBill(ctx.app, linked.token, gov.id, [line('3top', '124', 10)])
    expect(lost.body.error, lost.body.message).toBe(0)
    const quiet = await createBill(ctx.app, switchedOff.token, gov.id, [line('3top', '123', 10)])
    expect(quiet.body.error, quiet.body.message).toBe(0)
    const closed = await operatorCall(ctx.app, 'lotto/round/times', {
      round_id: gov.id,
      close_at: ctx.clock.now().toISOString(),
    })
    expect(closed.body.error, closed.body.message).toBe(0)
    expect((await enterResult(ctx.app, gov.id, govResult('123'))).body.error).toBe(0)
    await ctx.app.jobs.runDue()
    const bills = (await outbox(linked)).filter((m) => m.kind === 'bill.won')
    expect(bills).toEqual([
      {
        kind: 'bill.won',
        text: `ยินดีด้วย! โพยเลขที่ ${won.body.data.id} ถูกรางวัล ได้รับ ฿9,000.00 เข้ากระเป๋าแล้ว`,
        lineUserId: linkedLineUser,
      },
    ])
    expect(await outbox(switchedOff)).toEqual([])
  })
})

describe('the profile switch (member/line_messages)', () => {
  it('reads linked, available and on; refuses to turn on with no LINE account', async () => {
    const mine = await get(ctx.app, '/api/member/line_messages', linked.token)
    expect(mine.body).toEqual({ error: 0, data: { linked: true, available: true, enabled: true } })
    const none = await get(ctx.app, '/api/member/line_messages', notLinked.token)
    expect(none.body.data).toEqual({ linked: false, available: true, enabled: true })
    const refused = await post(ctx.app, '/api/member/line_messages', { enabled: true }, notLinked.token)
    expect(refused.body).toEqual({ error: 1, message: 'กรุณาเชื่อมต่อบัญชี LINE ก่อนเปิดการแจ้งเตือน' })
    const bad = await post(ctx.app, '/api/member/line_messages', { enabled: 'yes' }, linked.token)
    expect(bad.status).toBe(400)
    const anonymous = await get(ctx.app, '/api/member/line_messages')
    expect(anonymous.status).toBe(401)
    // Back on: the next deposit is told again.
    const on = await post(ctx.app, '/api/member/line_messages', { enabled: true }, switchedOff.token)
    expect(on.body.data.enabled).toBe(true)
    await deposit(ctx.app, switchedOff.token, 200)
    expect((await outbox(switchedOff)).map((m) => m.kind)).toEqual(['deposit.credited'])
  })
})

describe('senders', () => {
  it('sends nothing by default (LINE_MESSAGES unset)', () => {
    expect(lineSender(defaultConfig)).toBeNull()
    expect(lineSender({ ...defaultConfig, lineMessages: 'line', lineChannelAccessToken: null })).toBeNull()
  })

  it('pushes with the Messaging API once the transaction commits, never for one rolled back', async () => {
    const received: { url?: string; headers: IncomingHttpHeaders; body: string }[] = []
    let arrived: () => void = () => {}
    const first = new Promise<void>((resolve) => {
      arrived = resolve
    })
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        received.push({ url: request.url, headers: request.headers, body })
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
        arrived()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const sender = pushLineSender(`http://127.0.0.1:${port}`, 'channel-access-token')
      const message = { memberId: linked.user.id, lineUserId: linkedLineUser, kind: 'x', at: ctx.clock.now() }
      await ctx.deps.db
        .transaction(async (tx) => {
          await sender.send(tx, { ...message, text: 'rolled back' })
          throw new Error('roll back')
        })
        .catch(() => {})
      await ctx.deps.db.transaction(async (tx) => {
        await sender.send(tx, { ...message, text: 'ฝากเงินสำเร็จ' })
        expect(received).toEqual([])
      })
      await first
      expect(received).toHaveLength(1)
      expect(received[0].url).toBe('/v2/bot/message/push')
      expect(received[0].headers.authorization).toBe('Bearer channel-access-token')
      expect(received[0].headers['x-line-retry-key']).toMatch(/^[0-9a-f-]{36}$/)
      expect(JSON.parse(received[0].body)).toEqual({
        to: linkedLineUser,
        messages: [{ type: 'text', text: 'ฝากเงินสำเร็จ' }],
      })
    } finally {
      server.close()
    }
  })
})
