import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { houseAccounts, ledgerEntries, wallets } from '../../server/db/schema'
import { placeBet } from '../../server/modules/wallet/bets'
import {
  InsufficientFundsError,
  postTransaction,
  UnknownHouseAccountError,
} from '../../server/modules/wallet/ledger'
import { HOUSE_ACCOUNTS, type HouseAccount, type LedgerKind } from '../../src/contract/ledger'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, login, post } from './helpers/factories'
import { assertLedgerInvariants, tableCounts } from './helpers/ledger'
import { TEST_PRODUCT } from './helpers/money'
import { testReference } from './helpers/references'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const walletsOf = async (token: string) => (await post(ctx.app, '/api/member/wallets', {}, token)).body

describe('POST /api/member/wallets', () => {
  it('shows the demo member ฿1,000.00 in the main wallet and ฿0.00 of free credit', async () => {
    const token = await login(ctx.app, '0800000001', 'demo1234')
    expect(await walletsOf(token)).toEqual({
      error: 0,
      data: [
        { id: expect.any(Number), wallet_name: 'กระเป๋าหลัก', balance: 1000, wallet_type_id: 1 },
        { id: expect.any(Number), wallet_name: 'เครดิตฟรี', balance: 0, wallet_type_id: 2 },
      ],
    })
  })

  it('answers each member only their own wallets', async () => {
    const a = await createMember(ctx.app)
    const b = await createMember(ctx.app)
    const idsA = (await walletsOf(a.token)).data.map((w: { id: number }) => w.id)
    const idsB = (await walletsOf(b.token)).data.map((w: { id: number }) => w.id)
    expect(idsA).toHaveLength(2)
    expect(idsA.filter((id: number) => idsB.includes(id))).toEqual([])
  })

  it('answers 401 without or with an expired token, and 400 to a body with fields', async () => {
    const member = await createMember(ctx.app)
    expect((await post(ctx.app, '/api/member/wallets', {})).status).toBe(401)
    expect((await post(ctx.app, '/api/member/wallets', { member_id: 1 }, member.token)).status).toBe(400)
    ctx.clock.advance(25 * 3600_000)
    const expired = await post(ctx.app, '/api/member/wallets', {}, member.token)
    expect(expired).toMatchObject({ status: 401, body: { error: 401, message: 'เซสซั่นหมดอายุ กรุณาลองใหม่' } })
  })
})

describe('postTransaction', () => {
  const mainWallet = async (token: string) => (await walletsOf(token)).data[0].id as number

  it('moves money between a wallet and a house account and records balance-after entries', async () => {
    const member = await createMember(ctx.app)
    const walletId = await mainWallet(member.token)
    const posted = await postTransaction(ctx.deps.db, {
      kind: 'deposit',
      reference: testReference('deposit'),
      memberId: member.user.id,
      legs: [
        { walletId, amount: 50_050n },
        { house: 'external', amount: -50_050n },
      ],
      at: ctx.clock.now(),
    })
    expect(posted.walletBalances.get(walletId)).toBe(50_050n)
    expect((await walletsOf(member.token)).data[0].balance).toBe(500.5)
    const entries = await ctx.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posted.transactionId))
    expect(entries.map((e) => e.amountSatang).sort()).toEqual([-50_050n, 50_050n])
  })

  it('refuses a debit larger than the balance and leaves nothing behind', async () => {
    const member = await createMember(ctx.app)
    const walletId = await mainWallet(member.token)
    const before = await ctx.deps.db.select().from(ledgerEntries)
    await expect(
      postTransaction(ctx.deps.db, {
        kind: 'bet',
        reference: testReference('bet'),
        legs: [
          { walletId, amount: -1n },
          { house: 'stakes', amount: 1n },
        ],
        at: ctx.clock.now(),
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError)
    expect(await ctx.deps.db.select().from(ledgerEntries)).toHaveLength(before.length)
  })

  it('refuses unbalanced, single-leg and zero legs', async () => {
    const at = ctx.clock.now()
    await expect(
      postTransaction(ctx.deps.db, {
        kind: 'bet',
        reference: testReference('bet'),
        legs: [
          { house: 'stakes', amount: 1n },
          { house: 'external', amount: 2n },
        ],
        at,
      }),
    ).rejects.toThrow('sum to zero')
    await expect(
      postTransaction(ctx.deps.db, {
        kind: 'bet',
        reference: testReference('bet'),
        legs: [
          { house: 'stakes', amount: 0n },
          { house: 'external', amount: 0n },
        ],
        at,
      }),
    ).rejects.toThrow('zero')
    await expect(
      postTransaction(ctx.deps.db, {
        kind: 'bet',
        reference: testReference('bet'),
        legs: [{ house: 'stakes', amount: 1n }],
        at,
      }),
    ).rejects.toThrow('two legs')
  })

  it('refuses an unknown house account or kind instead of creating it, and changes nothing', async () => {
    const member = await createMember(ctx.app)
    const walletId = await mainWallet(member.token)
    const houses = await ctx.deps.db.select().from(houseAccounts)
    // The seeded accounts are exactly the vocabulary's.
    expect(houses.map((h) => h.code).sort()).toEqual([...HOUSE_ACCOUNTS].sort())
    const before = await tableCounts(ctx.deps.db)
    await expect(
      postTransaction(ctx.deps.db, {
        kind: 'deposit',
        reference: testReference('deposit'),
        legs: [
          { walletId, amount: 100n },
          { house: 'payouts' as HouseAccount, amount: -100n },
        ],
        at: ctx.clock.now(),
      }),
    ).rejects.toBeInstanceOf(UnknownHouseAccountError)
    await expect(
      postTransaction(ctx.deps.db, {
        kind: 'payout' as LedgerKind,
        reference: testReference('payout'),
        legs: [
          { walletId, amount: 100n },
          { house: 'external', amount: -100n },
        ],
        at: ctx.clock.now(),
      }),
    ).rejects.toThrow('unknown ledger kind payout')
    expect(await tableCounts(ctx.deps.db)).toEqual(before)
    expect(await ctx.deps.db.select().from(houseAccounts)).toHaveLength(houses.length)
  })

  it('never takes a wallet below zero when many debits arrive at once', async () => {
    const member = await createMember(ctx.app)
    const walletId = await mainWallet(member.token)
    await postTransaction(ctx.deps.db, {
      kind: 'deposit',
      reference: testReference('deposit'),
      legs: [
        { walletId, amount: 1_000n },
        { house: 'external', amount: -1_000n },
      ],
      at: ctx.clock.now(),
    })
    // Bets go through wallet/bets.ts, as every game's do (its play_daily row is checked by the invariants).
    const attempts = Array.from({ length: 25 }, (_, i) =>
      ctx.deps.db.transaction((tx) =>
        placeBet(tx, ctx.deps, {
          memberId: member.user.id,
          walletId,
          amountSatang: 100n,
          reference: testReference(`race-${i}`),
          product: TEST_PRODUCT,
          at: ctx.clock.now(),
        }),
      ),
    )
    const results = await Promise.allSettled(attempts)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientFundsError),
    ).toBe(true)
    const [wallet] = await ctx.deps.db.select().from(wallets).where(eq(wallets.id, walletId))
    expect(wallet.balanceSatang).toBe(0n)
  })
})
