import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '../../server/modules/payment/messages'
import { WITHDRAW_MESSAGES } from '../../server/modules/withdraw/messages'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { channelIds, confirm, decide, mainBalance, postKeyed } from './helpers/money'

/**
 * Seeded deterministic simulation (TigerBeetle style; docs/money.md): random deposits, confirmations,
 * withdrawals, decisions, replays and clock jumps against a plain model of the rules; after every
 * step each member's balance equals the model's, and the ledger invariants hold at the end.
 */

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ seed: 'minimal' })
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

/** mulberry32: a tiny seeded PRNG, so a failing seed replays exactly. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface ModelOrder {
  member: number
  satang: number
  status: 'pending' | 'paid' | 'expired'
  expiresAt: number
}
interface ModelWithdrawal {
  member: number
  satang: number
  status: 'waiting' | 'success' | 'failed'
  createdAt: number
}

const DEPOSIT_AMOUNTS = [0, -5, 99.99, 100, 250.5, 500, 1000, 100.001, 150_000]
const WITHDRAW_AMOUNTS = [0, 299.99, 300, 450.25, 800, 2000, 100_000.01, 300.001]
const bangkokDay = (ms: number) => Math.floor((ms + 7 * 3600_000) / 86_400_000)

async function simulate(seed: number, steps: number) {
  const random = prng(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const members: TestMember[] = [await createMember(ctx.app), await createMember(ctx.app)]
  const { promptpay } = await channelIds(ctx.app, members[0].token)
  const balances = members.map(() => 0)
  const orders = new Map<number, ModelOrder>()
  const withdrawals = new Map<number, ModelWithdrawal>()
  let last: { url: string; body: unknown; token: string; key: string; reply: unknown } | null = null
  const now = () => ctx.clock.now().getTime()
  const seen = { paid: 0, expiredRefused: 0, withdrawn: 0, insufficient: 0, refunded: 0, replayed: 0 }

  for (let step = 0; step < steps; step++) {
    const m = Math.floor(random() * members.length)
    const member = members[m]
    const op = random()
    const where = `seed ${seed} step ${step}`
    if (op < 0.25) {
      const amount = pick(DEPOSIT_AMOUNTS)
      const key = randomUUID()
      const body = { channel_id: promptpay, amount }
      const { body: reply } = await postKeyed(
        ctx.app,
        '/api/member/payment/generate_qr',
        body,
        member.token,
        key,
      )
      const satang = Math.round(amount * 100)
      const valid = amount > 0 && Math.abs(amount * 100 - satang) < 1e-6
      if (!valid) expect(reply.message, where).toBe(PAYMENT_MESSAGES.badAmount)
      else if (satang < 10_000) expect(reply.message, where).toBe('ฝากขั้นต่ำ 100.00 บาท')
      else if (satang > 10_000_000) expect(reply.message, where).toBe('ฝากได้สูงสุด 100,000.00 บาท ต่อครั้ง')
      else if (
        [...orders.values()].some((o) => o.member === m && o.status === 'pending' && now() < o.expiresAt)
      )
        expect(reply.message, where).toBe(PAYMENT_MESSAGES.pendingOrder)
      else {
        expect(reply.error, where).toBe(0)
        orders.set(reply.data.id, { member: m, satang, status: 'pending', expiresAt: now() + 15 * 60_000 })
        last = { url: '/api/member/payment/generate_qr', body, token: member.token, key, reply }
      }
    } else if (op < 0.45) {
      const ids = [...orders.keys()]
      // Mostly the newest order (as a payment would), sometimes an old or unknown one.
      const r = random()
      const id = ids.length === 0 || r < 0.1 ? 999_999 : r < 0.7 ? (ids.at(-1) as number) : pick(ids)
      const order = orders.get(id)
      const { body: reply } = await confirm(ctx.app, id)
      if (!order) expect(reply.error, where).toBe(2)
      else if (order.status === 'paid') expect(reply.data?.status, where).toBe('paid')
      else if (order.status === 'pending' && now() < order.expiresAt) {
        expect(reply.data?.status, where).toBe('paid')
        order.status = 'paid'
        balances[order.member] += order.satang
        seen.paid++
      } else {
        expect(reply.message, where).toBe(PAYMENT_MESSAGES.orderExpired)
        seen.expiredRefused++
      }
    } else if (op < 0.7) {
      const amount = pick(WITHDRAW_AMOUNTS)
      const key = randomUUID()
      const { body: reply } = await postKeyed(ctx.app, '/api/member/withdraw', { amount }, member.token, key)
      const satang = Math.round(amount * 100)
      const today = [...withdrawals.values()].filter(
        (w) => w.member === m && w.status !== 'failed' && bangkokDay(w.createdAt) === bangkokDay(now()),
      )
      const todaySum = today.reduce((s, w) => s + w.satang, 0)
      if (!(amount > 0 && Math.abs(amount * 100 - satang) < 1e-6))
        expect(reply.message, where).toBe(WITHDRAW_MESSAGES.badAmount)
      else if (satang < 30_000) expect(reply.message, where).toBe('ถอนขั้นต่ำ 300.00 บาท')
      else if (satang > 10_000_000) expect(reply.message, where).toBe('ถอนได้สูงสุด 100,000.00 บาท ต่อครั้ง')
      else if (today.length >= 5) expect(reply.message, where).toMatch(/^ถอนได้สูงสุด 5 ครั้งต่อวัน/)
      else if (todaySum + satang > 30_000_000) expect(reply.message, where).toMatch(/ต่อวัน/)
      else if (satang > balances[m]) {
        expect(reply.message, where).toBe(WITHDRAW_MESSAGES.insufficient)
        seen.insufficient++
      } else {
        expect(reply.error, where).toBe(0)
        balances[m] -= satang
        seen.withdrawn++
        withdrawals.set(reply.data.id, { member: m, satang, status: 'waiting', createdAt: now() })
        last = { url: '/api/member/withdraw', body: { amount }, token: member.token, key, reply }
      }
    } else if (op < 0.85) {
      const ids = [...withdrawals.keys()]
      if (ids.length === 0) continue
      const id = pick(ids)
      const w = withdrawals.get(id) as ModelWithdrawal
      const decision = random() < 0.5 ? 'approve' : 'reject'
      const target = decision === 'approve' ? 'success' : 'failed'
      const { body: reply } = await decide(ctx.app, decision, id)
      if (w.status === 'waiting' || w.status === target) {
        expect(reply.data?.status, where).toBe(target)
        if (w.status === 'waiting' && target === 'failed') {
          balances[w.member] += w.satang
          seen.refunded++
        }
        w.status = target
      } else expect(reply.error, where).toBe(1)
    } else if (op < 0.93) {
      if (!last) continue
      // A replay answers the first answer and changes nothing.
      const { body: reply } = await postKeyed(ctx.app, last.url, last.body, last.token, last.key)
      expect(reply, where).toEqual(last.reply)
      seen.replayed++
    } else {
      ctx.clock.advance(Math.floor(random() * 12) * 3600_000 + Math.floor(random() * 20) * 60_000)
    }
    expect(Math.round((await mainBalance(ctx.app, member.token)) * 100), where).toBe(balances[m])
  }
  // The run must have exercised every path, or it proves little.
  for (const [path, count] of Object.entries(seen)) expect(count, `seed ${seed}: ${path}`).toBeGreaterThan(0)
  for (const [i, member] of members.entries()) {
    expect(Math.round((await mainBalance(ctx.app, member.token)) * 100), `seed ${seed} member ${i}`).toBe(
      balances[i],
    )
  }
}

describe('seeded money simulation against a model', () => {
  for (const seed of [20261123, 7, 4242]) {
    it(`seed ${seed}: 200 random steps keep every balance equal to the model`, async () => {
      await simulate(seed, 200)
    }, 120_000)
  }
})
