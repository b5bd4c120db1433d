import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PlayRefusedError, payWin } from '../../server/modules/wallet/bets'
import type { TestContext } from './helpers/app'
import { setupApp } from './helpers/app'
import { createMember, get, login, post, type TestMember } from './helpers/factories'
import { createBill, fund, line, openRound } from './helpers/lotto'
import {
  confirm,
  createOrder,
  mainBalance,
  postBet,
  postKeyed,
  TEST_PRODUCT,
  walletIdOf,
} from './helpers/money'
import { testReference } from './helpers/references'

let ctx: TestContext
let member: TestMember

beforeAll(async () => {
  ctx = await setupApp()
})
beforeEach(async () => {
  // 2026-01-15 12:00 Bangkok (a Thursday): the day resets at 16 ม.ค. 2569 00:00.
  ctx.clock.set('2026-01-15T05:00:00.000Z')
  member = await createMember(ctx.app)
})
afterAll(() => ctx.close())

const setLimit = (kind: string, value: number | null, token = member.token) =>
  post(ctx.app, '/api/member/responsible/limit', { kind, value }, token)
const status = async () => (await get(ctx.app, '/api/member/responsible', member.token)).body.data
const qr = async (amount: number) => {
  const { promptpay } = await channelIdsOf()
  return (
    await postKeyed(
      ctx.app,
      '/api/member/payment/generate_qr',
      { channel_id: promptpay, amount },
      member.token,
    )
  ).body
}
async function channelIdsOf() {
  const { body } = await get(ctx.app, '/api/member/payment/channels', member.token)
  return Object.fromEntries((body.data as { id: number; type: string }[]).map((c) => [c.type, c.id]))
}
const stake = (satang: bigint) => postBet(ctx.deps, member.user.id, satang)
async function win(satang: bigint) {
  const walletId = (await walletIdOf(ctx.deps.db, member.user.id, 1)) as number
  await ctx.deps.db.transaction((tx) =>
    payWin(tx, ctx.deps, {
      memberId: member.user.id,
      walletId,
      amountSatang: satang,
      reference: testReference('win'),
      product: TEST_PRODUCT,
      at: ctx.clock.now(),
    }),
  )
}
const refusedStake = (satang: bigint) => expect(stake(satang)).rejects.toBeInstanceOf(PlayRefusedError)

describe('deposit limits', () => {
  it('generates a QR exactly at the daily limit and refuses 1 satang over, naming the limit and its reset', async () => {
    expect((await setLimit('deposit_day', 1000)).body.error).toBe(0)
    const first = await createOrder(ctx.app, member.token, 600)
    await confirm(ctx.app, first.id)
    const over = await qr(400.01)
    expect(over.error).toBe(1)
    expect(over.message).toBe('ยอดฝากนี้เกินวงเงินฝากต่อวัน ฿1,000.00 ที่คุณตั้งไว้ เริ่มนับใหม่ 16 ม.ค. 2569 00:00')
    const at = await qr(400)
    expect(at.error, at.message).toBe(0)
    const limits = (await status()).limits
    expect(limits.find((l: { kind: string }) => l.kind === 'deposit_day')).toMatchObject({
      value: 1000,
      used: 1000,
      resets_at: '2026-01-15T17:00:00.000Z',
    })
  })

  it('counts the week from Monday and the calendar month', async () => {
    await setLimit('deposit_week', 500)
    await setLimit('deposit_month', 800)
    await confirm(ctx.app, (await createOrder(ctx.app, member.token, 500)).id)
    expect((await qr(100)).message).toContain('วงเงินฝากต่อสัปดาห์ ฿500.00')
    expect((await qr(100)).message).toContain('เริ่มนับใหม่ 19 ม.ค. 2569 00:00')
    ctx.clock.set('2026-01-19T00:00:00.000Z') // Monday 07:00 Bangkok: a new week, the same month
    member.token = await login(ctx.app, member.phone, member.password)
    const open = await qr(300)
    expect(open.error, open.message).toBe(0)
    const cancel = await post(ctx.app, '/api/member/payment/cancel', { order_id: open.data.id }, member.token)
    expect(cancel.body.error).toBe(0)
    const month = await qr(300.01)
    expect(month.message).toContain('วงเงินฝากต่อเดือน ฿800.00')
    expect(month.message).toContain('1 ก.พ. 2569 00:00')
  })
})

describe('loss limits', () => {
  it('takes a stake exactly at the daily loss limit and refuses 1 satang over; wins give room back', async () => {
    await fund(ctx.deps, member, 1000)
    await setLimit('loss_day', 100)
    await stake(6000n)
    await stake(4000n)
    await refusedStake(1n)
    await win(5000n)
    await stake(5000n)
    const refused = await stake(1n).catch((e: PlayRefusedError) => e)
    expect(refused).toBeInstanceOf(PlayRefusedError)
    expect((refused as PlayRefusedError).rule).toBe('loss_day')
    // A game launch has nothing left to stake: refused with the limit's message.
    const launch = await post(
      ctx.app,
      '/api/game/link',
      { game_id: 1, provider_id: 1, wallet_id: 1 },
      member.token,
    )
    expect(launch.body.message).toBe('ถึงวงเงินเสียต่อวัน ฿100.00 ที่คุณตั้งไว้แล้ว เริ่มนับใหม่ 16 ม.ค. 2569 00:00')
    ctx.clock.set('2026-01-15T17:00:00.000Z') // the next Bangkok day
    await stake(10000n)
  })

  it('refuses a bill over the daily loss limit with its message, and takes nothing', async () => {
    await fund(ctx.deps, member, 100)
    await setLimit('loss_day', 20)
    const round = await openRound(ctx, 'hanoi')
    const at = await createBill(ctx.app, member.token, round.id, [line('2top', '12', 20)])
    expect(at.body.error, at.body.message).toBe(0)
    const over = await createBill(ctx.app, member.token, round.id, [line('2top', '13', 1)])
    expect(over.body.message).toBe('ถึงวงเงินเสียต่อวัน ฿20.00 ที่คุณตั้งไว้แล้ว เริ่มนับใหม่ 16 ม.ค. 2569 00:00')
    expect(await mainBalance(ctx.app, member.token)).toBe(80)
  })

  it('adds the week up across days', async () => {
    await fund(ctx.deps, member, 1000)
    await setLimit('loss_week', 150)
    await stake(10000n)
    ctx.clock.set('2026-01-16T05:00:00.000Z')
    await stake(5000n)
    await refusedStake(1n)
    ctx.clock.set('2026-01-18T16:59:59.000Z') // Sunday 23:59:59 Bangkok
    await refusedStake(1n)
    ctx.clock.set('2026-01-18T17:00:00.000Z') // Monday 00:00 Bangkok
    await stake(15000n)
  })
})

describe('changing a limit', () => {
  it('applies a decrease at once and an increase or removal only after 24 hours', async () => {
    await fund(ctx.deps, member, 1000)
    await setLimit('loss_day', 200)
    await setLimit('loss_day', 100) // decrease: at once
    await stake(10000n)
    await refusedStake(1n)
    const raised = (await setLimit('loss_day', 300)).body.data
    expect(raised.limits.find((l: { kind: string }) => l.kind === 'loss_day')).toMatchObject({
      value: 100,
      pending: { value: 300, from: '2026-01-16T05:00:00.000Z' },
    })
    await refusedStake(1n)
    ctx.clock.set('2026-01-15T16:59:00.000Z')
    await refusedStake(1n)
    await setLimit('loss_day', null) // removal: waits 24 hours too (replaces the pending increase)
    ctx.clock.advance(24 * 3600_000 - 1)
    await refusedStake(10001n)
    ctx.clock.advance(1)
    await stake(50000n)
    expect((await status()).limits.find((l: { kind: string }) => l.kind === 'loss_day')).toMatchObject({
      value: null,
      pending: null,
    })
  })

  it('refuses a limit of 0, a third decimal or a session outside 15-1440 minutes', async () => {
    expect((await setLimit('deposit_day', 0)).body.message).toBe(
      'กรุณากรอกวงเงินมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
    )
    expect((await setLimit('deposit_day', 10.001)).body.error).toBe(1)
    expect((await setLimit('session', 10)).body.message).toBe('กรุณาเลือกเวลาเล่นต่อครั้ง 15 ถึง 1,440 นาที')
    expect((await status()).limits.every((l: { value: unknown }) => l.value === null)).toBe(true)
  })
})

describe('session-time limit', () => {
  it('refuses betting calls once the login session is older than the limit', async () => {
    await setLimit('session', 30)
    const early = await postKeyed(ctx.app, '/api/member/coupon/redeem', { code: 'NOPE' }, member.token)
    expect(early.body.message).not.toContain('เวลาเล่นต่อครั้ง')
    ctx.clock.advance(30 * 60_000)
    const late = await postKeyed(ctx.app, '/api/member/coupon/redeem', { code: 'NOPE' }, member.token)
    expect(late.body.message).toBe('ครบเวลาเล่นต่อครั้ง 30 นาทีที่คุณตั้งไว้แล้ว กรุณาพักแล้วเข้าสู่ระบบใหม่')
  })
})

describe('reality check', () => {
  it('stores the interval and reports this session’s stakes and wins', async () => {
    await fund(ctx.deps, member, 100)
    await stake(3000n)
    await win(1000n)
    const set = await post(ctx.app, '/api/member/responsible/reality_check', { minutes: 30 }, member.token)
    expect(set.body.data).toMatchObject({ reality_check_minutes: 30, session: { stakes: 30, wins: 10 } })
  })
})

describe('the offer after the first deposit', () => {
  const offer = async (token = member.token) =>
    (await get(ctx.app, '/api/member/responsible', token)).body.data.offer
  it('is made once the first deposit is paid, and not after a second one or once the member set anything', async () => {
    expect(await offer()).toBe(false)
    const order = await createOrder(ctx.app, member.token, 100)
    expect(await offer()).toBe(false) // a QR not paid yet is no deposit
    await confirm(ctx.app, order.id)
    expect(await offer()).toBe(true)
    await confirm(ctx.app, (await createOrder(ctx.app, member.token, 100)).id)
    expect(await offer()).toBe(false)

    const other = await createMember(ctx.app)
    await confirm(ctx.app, (await createOrder(ctx.app, other.token, 100)).id)
    expect(await offer(other.token)).toBe(true)
    await post(ctx.app, '/api/member/responsible/reality_check', { minutes: 15 }, other.token)
    expect(await offer(other.token)).toBe(false)
  })
})

describe('play history', () => {
  it('lists deposits, withdrawals, net deposits, stakes and wins per day and product', async () => {
    await confirm(ctx.app, (await createOrder(ctx.app, member.token, 500)).id)
    await stake(10000n)
    await win(2500n)
    const withdrawal = await postKeyed(
      ctx.app,
      '/api/member/withdraw',
      { amount: 300 },
      member.token,
      randomUUID(),
    )
    expect(withdrawal.body.error, withdrawal.body.message).toBe(0)
    ctx.clock.set('2026-01-16T05:00:00.000Z')
    await stake(1000n)
    const { body } = await get(ctx.app, '/api/member/responsible/history', member.token)
    expect(body.data.days).toEqual([
      {
        day: '2026-01-16',
        deposits: 0,
        withdrawals: 0,
        net_deposits: 0,
        stakes: 10,
        wins: 0,
        products: [{ category: 'slot', stakes: 10, wins: 0 }],
      },
      {
        day: '2026-01-15',
        deposits: 500,
        withdrawals: 300,
        net_deposits: 200,
        stakes: 100,
        wins: 25,
        products: [{ category: 'slot', stakes: 100, wins: 25 }],
      },
    ])
  })
})
