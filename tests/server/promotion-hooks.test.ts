import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memberPromotions, promotions, wallets } from '../../server/db/schema'
import { bangkokDate } from '../../server/lib/bangkok'
import { BONUS_WALLET_TYPE } from '../../server/modules/promotion/bonus-wallet'
import { withdrawTurnoverBlock } from '../../server/modules/promotion/hooks'
import {
  bonusFor,
  formatBahtText,
  periodKey,
  turnoverRequirement,
} from '../../server/modules/promotion/rules'
import { payWin, refundBet } from '../../server/modules/wallet/bets'
import { setupApp, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { bookDeposit, postBet, TEST_PRODUCT } from './helpers/money'
import { testReference } from './helpers/references'

let ctx: TestContext
let welcomeId: number
let dailyId: number
let orderSequence = 1
beforeAll(async () => {
  ctx = await setupApp()
  // These tests use the welcome promotion as any once-only promotion; its first-deposit rule is
  // tested in promotion-locks.test.ts.
  await ctx.deps.db.update(promotions).set({ firstDepositOnly: false })
  const rows = await ctx.deps.db.select().from(promotions)
  welcomeId = rows.find((p) => p.frequency === 'once')?.id ?? 0
  dailyId = rows.find((p) => p.frequency === 'daily')?.id ?? 0
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

async function walletOf(memberId: number, type: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.walletTypeId, type)))
  return row ?? null
}

/** A deposit as the deposit confirmation books it (orders numbered per file). */
async function deposit(memberId: number, amountSatang: bigint, promotionId: number | null) {
  const orderId = orderSequence++
  await bookDeposit(ctx.deps, { memberId, amountSatang, promotionId, orderId })
  return orderId
}

const bet = (memberId: number, walletType: number, stakeSatang: bigint) =>
  postBet(ctx.deps, memberId, stakeSatang, walletType)

const takesOf = (memberId: number) =>
  ctx.deps.db.select().from(memberPromotions).where(eq(memberPromotions.memberId, memberId))

async function pendingTake(memberId: number, promotionId: number) {
  await ctx.deps.db.insert(memberPromotions).values({
    memberId,
    promotionId,
    periodKey: promotionId === dailyId ? bangkokDate(ctx.clock.now()) : 'once',
    status: 'pending',
    takenAt: ctx.clock.now(),
  })
}

describe('promotion rules', () => {
  it('rounds the bonus down to the satang and caps it at the maximum', () => {
    expect(bonusFor(33_333n, 1000, 30_000n)).toBe(3_333n)
    expect(bonusFor(10_001n, 1250, 30_000n)).toBe(1_250n)
    expect(bonusFor(10_099n, 5000, 50_000n)).toBe(5_049n)
    expect(bonusFor(200_000n, 5000, 50_000n)).toBe(50_000n)
    expect(bonusFor(0n, 5000, 50_000n)).toBe(0n)
    expect(turnoverRequirement(30_000n, 15_000n, 5)).toBe(225_000n)
    expect(turnoverRequirement(30_000n, 15_000n, 0)).toBe(0n)
  })

  it('counts days in Asia/Bangkok and formats baht for messages', () => {
    expect(periodKey('daily', new Date('2026-01-15T16:59:59Z'))).toBe('2026-01-15')
    expect(periodKey('daily', new Date('2026-01-15T17:00:00Z'))).toBe('2026-01-16')
    expect(periodKey('once', new Date('2026-01-15T17:00:00Z'))).toBe('once')
    expect(formatBahtText(123_456_789n)).toBe('฿1,234,567.89')
    expect(formatBahtText(5n)).toBe('฿0.05')
  })
})

describe('applyDepositPromotion', () => {
  it('credits min(deposit × 50 %, 500) into the bonus wallet with (deposit + bonus) × 5 turnover', async () => {
    const member = await createMember(ctx.app)
    const orderId = await deposit(member.user.id, 30_000n, welcomeId)
    expect((await walletOf(member.user.id, 1))?.balanceSatang).toBe(30_000n)
    const bonusWallet = await walletOf(member.user.id, BONUS_WALLET_TYPE)
    expect(bonusWallet).toMatchObject({ name: 'โบนัส', balanceSatang: 15_000n })
    const [take] = await takesOf(member.user.id)
    expect(take).toMatchObject({
      promotionId: welcomeId,
      status: 'active',
      depositOrderId: orderId,
      depositSatang: 30_000n,
      bonusSatang: 15_000n,
      turnoverRequiredSatang: 225_000n,
      turnoverDoneSatang: 0n,
      maxWithdrawSatang: 300_000n,
    })
    expect(take.appliedAt).toEqual(ctx.clock.now())
  })

  it('caps the bonus at the maximum', async () => {
    const member = await createMember(ctx.app)
    await deposit(member.user.id, 500_000n, welcomeId)
    expect((await walletOf(member.user.id, BONUS_WALLET_TYPE))?.balanceSatang).toBe(50_000n)
    const [take] = await takesOf(member.user.id)
    expect(take.turnoverRequiredSatang).toBe((500_000n + 50_000n) * 5n)
  })

  it('rounds a fractional bonus down to the satang', async () => {
    const member = await createMember(ctx.app)
    await deposit(member.user.id, 12_345n, dailyId)
    expect((await walletOf(member.user.id, BONUS_WALLET_TYPE))?.balanceSatang).toBe(1_234n)
    const [take] = await takesOf(member.user.id)
    expect(take.turnoverRequiredSatang).toBe((12_345n + 1_234n) * 3n)
  })

  it('gives nothing without a promotion ("ไม่รับโปรโมชั่น") or below the minimum deposit', async () => {
    const member = await createMember(ctx.app)
    await deposit(member.user.id, 50_000n, null)
    await deposit(member.user.id, 9_999n, welcomeId)
    expect(await walletOf(member.user.id, BONUS_WALLET_TYPE)).toBeNull()
    expect(await takesOf(member.user.id)).toEqual([])
    expect((await walletOf(member.user.id, 1))?.balanceSatang).toBe(59_999n)
  })

  it('applies a taken promotion on the next qualifying deposit, once', async () => {
    const member = await createMember(ctx.app)
    await pendingTake(member.user.id, welcomeId)
    await deposit(member.user.id, 5_000n, null)
    expect((await takesOf(member.user.id))[0].status).toBe('pending')
    await deposit(member.user.id, 20_000n, null)
    await deposit(member.user.id, 20_000n, null)
    const takes = await takesOf(member.user.id)
    expect(takes).toHaveLength(1)
    expect(takes[0]).toMatchObject({ status: 'active', depositSatang: 20_000n, bonusSatang: 10_000n })
    expect((await walletOf(member.user.id, BONUS_WALLET_TYPE))?.balanceSatang).toBe(10_000n)
  })

  it('never gives a once-only promotion twice, and the daily one once per Bangkok day', async () => {
    const member = await createMember(ctx.app)
    await deposit(member.user.id, 200_000n, null)
    await deposit(member.user.id, 10_000n, welcomeId)
    await deposit(member.user.id, 10_000n, dailyId) // refused: the welcome turnover is not met yet
    expect(await takesOf(member.user.id)).toHaveLength(1)
    await bet(member.user.id, 1, 20_000n)
    await bet(member.user.id, 3, 5_000n)
    await bet(member.user.id, 1, 50_000n) // 75,000 = (100 + 50) × 5 baht: met
    await deposit(member.user.id, 10_000n, welcomeId)
    await deposit(member.user.id, 10_000n, dailyId)
    await bet(member.user.id, 1, 33_000n) // (100 + 10) × 3 baht
    await deposit(member.user.id, 10_000n, dailyId)
    ctx.clock.advance(24 * 3600_000)
    await deposit(member.user.id, 10_000n, dailyId)
    const takes = await takesOf(member.user.id)
    expect(takes.map((t) => [t.promotionId, t.bonusSatang])).toEqual([
      [welcomeId, 5_000n],
      [dailyId, 1_000n],
      [dailyId, 1_000n],
    ])
    expect((await walletOf(member.user.id, BONUS_WALLET_TYPE))?.balanceSatang).toBe(5_000n - 5_000n + 2_000n)
  })

  it('expires a pending take whose promotion ended before the deposit', async () => {
    const member = await createMember(ctx.app)
    const [ended] = await ctx.deps.db
      .insert(promotions)
      .values({
        agentId: 3,
        title: 'โปรหมดเขต',
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
    await pendingTake(member.user.id, ended.id)
    ctx.clock.advance(2000)
    await deposit(member.user.id, 10_000n, null)
    expect((await takesOf(member.user.id))[0].status).toBe('expired')
    expect(await walletOf(member.user.id, BONUS_WALLET_TYPE)).toBeNull()
  })
})

describe('withdrawTurnoverBlock', () => {
  it('blocks with the turnover done and required until bets reach it, then completes the bonus', async () => {
    const member = await createMember(ctx.app)
    expect(await withdrawTurnoverBlock(ctx.deps.db, member.user.id)).toBeNull()
    await deposit(member.user.id, 30_000n, welcomeId)
    expect(await withdrawTurnoverBlock(ctx.deps.db, member.user.id)).toEqual({
      doneSatang: 0n,
      requiredSatang: 225_000n,
    })
    await bet(member.user.id, 1, 30_000n)
    ctx.clock.advance(60_000)
    await bet(member.user.id, 3, 15_000n)
    expect(await withdrawTurnoverBlock(ctx.deps.db, member.user.id)).toEqual({
      doneSatang: 45_000n,
      requiredSatang: 225_000n,
    })
    expect((await takesOf(member.user.id))[0].turnoverDoneSatang).toBe(45_000n)
    // Stakes come back as winnings and are bet again until the requirement is met.
    const main = await walletOf(member.user.id, 1)
    await ctx.deps.db.transaction((tx) =>
      payWin(tx, ctx.deps, {
        memberId: member.user.id,
        walletId: main?.id ?? 0,
        amountSatang: 200_000n,
        reference: testReference('win'),
        product: TEST_PRODUCT,
        at: ctx.clock.now(),
      }),
    )
    ctx.clock.advance(60_000)
    const metAt = ctx.clock.now()
    await bet(member.user.id, 1, 180_000n)
    ctx.clock.advance(60_000)
    await bet(member.user.id, 1, 10_000n)
    expect(await withdrawTurnoverBlock(ctx.deps.db, member.user.id)).toBeNull()
    const [take] = await takesOf(member.user.id)
    // The counter stops at the bet that met the requirement (a completed bonus counts no more).
    expect(take).toMatchObject({ status: 'completed', turnoverDoneSatang: 225_000n })
    expect(take.completedAt).toEqual(metAt)
  })

  it('takes back the turnover of a refunded bet, and gives the stake back to the wallet', async () => {
    const member = await createMember(ctx.app)
    await deposit(member.user.id, 30_000n, welcomeId)
    await bet(member.user.id, 1, 20_000n)
    const main = await walletOf(member.user.id, 1)
    const before = main?.balanceSatang ?? 0n
    await ctx.deps.db.transaction((tx) =>
      refundBet(tx, ctx.deps, {
        memberId: member.user.id,
        walletId: main?.id ?? 0,
        amountSatang: 20_000n,
        reference: testReference('refund'),
        product: TEST_PRODUCT,
        at: ctx.clock.now(),
      }),
    )
    expect((await walletOf(member.user.id, 1))?.balanceSatang).toBe(before + 20_000n)
    expect(await withdrawTurnoverBlock(ctx.deps.db, member.user.id)).toEqual({
      doneSatang: 0n,
      requiredSatang: 225_000n,
    })
  })

  it('counts only bets after the bonus and only this member’s bets', async () => {
    const member = await createMember(ctx.app)
    const other = await createMember(ctx.app)
    await deposit(member.user.id, 100_000n, null)
    await bet(member.user.id, 1, 40_000n)
    await deposit(other.user.id, 100_000n, null)
    await deposit(member.user.id, 10_000n, dailyId)
    await bet(other.user.id, 1, 100_000n)
    expect(await withdrawTurnoverBlock(ctx.deps.db, member.user.id)).toEqual({
      doneSatang: 0n,
      requiredSatang: 33_000n,
    })
    expect(await withdrawTurnoverBlock(ctx.deps.db, other.user.id)).toBeNull()
  })
})
