import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, wallets } from '../../server/db/schema'
import { ok, refuse } from '../../server/lib/result'
import { IDEMPOTENCY_MESSAGES, withIdempotency } from '../../server/modules/wallet/idempotency'
import { postTransaction } from '../../server/modules/wallet/ledger'
import { mainWalletId } from '../../server/modules/wallet/service'
import { setupApp, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { testReference } from './helpers/references'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ seed: 'minimal' })
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

async function memberWithWallet() {
  const member = await createMember(ctx.app)
  const walletId = (await mainWalletId(ctx.deps.db, member.user.id)) as number
  return { memberId: member.user.id, walletId }
}

const balanceOf = async (walletId: number) =>
  (await ctx.deps.db.select().from(wallets).where(eq(wallets.id, walletId)))[0].balanceSatang

/** A credit of `satang` to the wallet, answered with the balance after. */
const credit = (memberId: number, walletId: number, satang: bigint, key: string) =>
  withIdempotency(
    ctx.deps,
    { memberId, key, scope: 'test.credit', payload: { amount: Number(satang) } },
    async (tx) => {
      const posted = await postTransaction(tx, {
        kind: 'bonus',
        reference: testReference('bonus'),
        memberId,
        legs: [
          { walletId, amount: satang },
          { house: 'bonus', amount: -satang },
        ],
        at: ctx.clock.now(),
      })
      return ok({
        balance: Number(posted.walletBalances.get(walletId)),
        transaction_id: posted.transactionId,
      })
    },
  )

describe('withIdempotency', () => {
  it('moves money once for 20 concurrent replays of one key and answers all of them the same', async () => {
    const { memberId, walletId } = await memberWithWallet()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => credit(memberId, walletId, 500n, 'key-aaaa-0001')),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    const answers = new Set(results.map((r) => JSON.stringify(r)))
    expect(answers.size).toBe(1)
    expect(await balanceOf(walletId)).toBe(500n)
  })

  it('refuses the same key with a different payload and changes nothing', async () => {
    const { memberId, walletId } = await memberWithWallet()
    expect((await credit(memberId, walletId, 100n, 'key-bbbb-0001')).ok).toBe(true)
    const again = await credit(memberId, walletId, 200n, 'key-bbbb-0001')
    expect(again).toEqual({ ok: false, error: 4, message: IDEMPOTENCY_MESSAGES.mismatch })
    expect(await balanceOf(walletId)).toBe(100n)
  })

  it('keeps keys per member: two members may send the same key', async () => {
    const a = await memberWithWallet()
    const b = await memberWithWallet()
    expect((await credit(a.memberId, a.walletId, 100n, 'key-shared-01')).ok).toBe(true)
    expect((await credit(b.memberId, b.walletId, 100n, 'key-shared-01')).ok).toBe(true)
    expect(await balanceOf(a.walletId)).toBe(100n)
    expect(await balanceOf(b.walletId)).toBe(100n)
  })

  it('rolls back the claim and the movement when the operation refuses, so the key can be retried', async () => {
    const { memberId, walletId } = await memberWithWallet()
    const refused = await withIdempotency(
      ctx.deps,
      { memberId, key: 'key-cccc-0001', scope: 'test.credit', payload: { amount: 100 } },
      async (tx) => {
        await postTransaction(tx, {
          kind: 'bonus',
          reference: testReference('bonus'),
          memberId,
          legs: [
            { walletId, amount: 100n },
            { house: 'bonus', amount: -100n },
          ],
          at: ctx.clock.now(),
        })
        return refuse('ไม่ผ่าน')
      },
    )
    expect(refused).toEqual({ ok: false, error: 1, message: 'ไม่ผ่าน' })
    expect(await balanceOf(walletId)).toBe(0n)
    const keys = await ctx.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-cccc-0001'))
    expect(Number(keys[0].n)).toBe(0)
    expect((await credit(memberId, walletId, 100n, 'key-cccc-0001')).ok).toBe(true)
    expect(await balanceOf(walletId)).toBe(100n)
  })
})
