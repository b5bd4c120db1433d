import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../server/db/open'
import {
  affiliateCommissions,
  cashbackOffers,
  cashbackPrograms,
  memberPromotions,
  members,
  polls,
  promotions,
  questClaims,
  shopItems,
  wheelSegments,
} from '../../server/db/schema'
import { DEMO_MEMBER } from '../../server/db/seed-content'
import { DEMO_FRIEND, seedReturnsDemo } from '../../server/modules/cashback/seed-demo'
import { decideYeekeeBonuses, roundBonuses } from '../../server/modules/lotto/yeekee-bonus'
import { movePoints } from '../../server/modules/points/ledger'
import { payWin, placeBet, refundBet } from '../../server/modules/wallet/bets'
import { type LedgerEvent, subscribe } from '../../server/modules/wallet/events'
import { DuplicateReferenceError, postTransaction } from '../../server/modules/wallet/ledger'
import {
  adjustmentReference,
  affiliateRedeemReference,
  bonusForfeitReference,
  cashbackClaimReference,
  couponReference,
  demoPlayReference,
  depositReference,
  gameReference,
  type LedgerReference,
  lottoBillReference,
  lottoRefundReference,
  lottoWinReference,
  openingReference,
  pollPayoutReference,
  promotionBonusReference,
  questClaimReference,
  shopOrderReference,
  wheelPrizeReference,
  withdrawalReference,
  yeekeeBonusReference,
} from '../../server/modules/wallet/references'
import { LEDGER_KINDS, type LedgerKind } from '../../src/contract/ledger'
import { setupApp, TEST_OPERATOR_TOKEN, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'
import { createBill, enterResult, govResult, line, openRound } from './helpers/lotto'
import {
  confirm,
  createOrder,
  decide,
  deposit,
  operatorCall,
  postBet,
  postKeyed,
  walletIdOf,
} from './helpers/money'
import { fund, openSession, queryRows, seamless, TEST_PROVIDER_SECRET } from './helpers/seamless'

// Issue 21, part 2: a ledger transaction's reference comes from one builder per kind and is unique per
// kind in the database, and every movement announces its fact. Each money caller runs once for real,
// then again (its own idempotency answers as before), then its movement is posted once more with the
// same kind and reference: the unique index refuses it, and nothing a member or the operator sees moves.

let ctx: TestContext
/** Every fact the subscribers heard (a test subscriber beside the real ones). */
const heard: LedgerEvent[] = []

beforeAll(async () => {
  ctx = await setupApp({ config: { builtinProviderSecret: TEST_PROVIDER_SECRET } })
  subscribe('test.heard', 'all', async (_tx, _deps, event) => {
    heard.push(event)
  })
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

/** What the members and the operator see of the money: balances, house accounts, counters, rows. */
async function moneyState() {
  return {
    counts: await moneyCounts(ctx.deps.db),
    wallets: await queryRows(ctx.deps, sql`select id, balance_satang::text as b from wallets order by id`),
    houses: await queryRows(
      ctx.deps,
      sql`select h.code, coalesce(sum(e.amount_satang), 0)::text as b from house_accounts h
          left join ledger_entries e on e.house_account_id = h.id group by h.code order by h.code`,
    ),
    play: await queryRows(
      ctx.deps,
      sql`select member_id, day::text, game, bet_count, stake_satang::text, win_satang::text, refund_satang::text
          from play_daily order by 1, 2, 3`,
    ),
    turnover: await queryRows(
      ctx.deps,
      sql`select id, turnover_done_satang::text as t from member_promotions order by id`,
    ),
  }
}

/** The ledger transactions of `kind` under `reference`. */
const posted = (kind: LedgerKind, reference: string) =>
  queryRows<{ id: number; member_id: number | null }>(
    ctx.deps,
    sql`select id, member_id from ledger_transactions where kind = ${kind} and reference = ${reference}`,
  )

const BET_KINDS = ['bet', 'win', 'bet_refund'] as const

/**
 * The movement of `kind` posted once more under the same reference: one satang between the member's
 * main wallet and a house account (house accounts only for a payout, the path of several legs), and
 * for a bet kind through the bet function too. Each is refused by the unique index.
 */
async function postAgain(kind: LedgerKind, built: AnyReference, memberId: number) {
  // Deliberately under whatever kind the caller posted it with: the type would refuse another kind.
  const reference = built as LedgerReference
  const walletId = (await walletIdOf(ctx.deps.db, memberId, 1)) as number
  const at = ctx.clock.now()
  const legs =
    kind === 'withdraw_paid'
      ? [
          { house: 'withdrawals_pending' as const, amount: -1n },
          { house: 'external' as const, amount: 1n },
        ]
      : [
          { walletId, amount: 1n },
          { house: 'opening' as const, amount: -1n },
        ]
  await expect(
    ctx.deps.db.transaction((tx) => postTransaction(tx, { kind, memberId, reference, legs, at })),
  ).rejects.toThrow(DuplicateReferenceError)
  if (!(BET_KINDS as readonly string[]).includes(kind)) return
  const bet = {
    memberId,
    walletId,
    amountSatang: 1n,
    reference,
    product: { category: 'slot' as const, game: 'test:again' },
    at,
  }
  const move = kind === 'bet' ? placeBet : kind === 'win' ? payWin : refundBet
  await expect(ctx.deps.db.transaction((tx: Tx) => move(tx, ctx.deps, bet))).rejects.toThrow(
    DuplicateReferenceError,
  )
}

/** A reference built for any kind (what a builder answers). */
type AnyReference = LedgerReference<never>

interface Done {
  memberId: number
  reference: AnyReference
  /** The first call's answer, which the second call must give again. */
  answer: unknown
  again: () => Promise<unknown>
}

interface Case {
  name: string
  kind: LedgerKind
  first: () => Promise<Done>
  /**
   * The seamless wallet's bet, win and rollback and a lottery bill run in the database and tell only
   * the live hint (wallet README).
   */
  silent?: true
}

const funded = async (baht = 1_000) => {
  const member = await createMember(ctx.app)
  await fund(ctx.deps, member, baht)
  return member
}
const keyed = (url: string, body: object, member: TestMember) => {
  const key = randomUUID()
  return async () => (await postKeyed(ctx.app, url, body, member.token, key)).body
}
const billDetail = async (member: TestMember, billId: number) =>
  (await get(ctx.app, `/api/lotto/bill/detail?bill_id=${billId}`, member.token)).body

/** A withdrawal of ฿300 requested by a member with ฿1,000. */
async function requested() {
  const member = await funded()
  const call = keyed('/api/member/withdraw', { amount: 300 }, member)
  const answer = await call()
  expect(answer.error, answer.message).toBe(0)
  return { member, id: answer.data.id as number, answer, again: call }
}

/** A member with a ฿500 deposit that took the daily promotion (10 % bonus with turnover). */
async function withBonus() {
  const member = await createMember(ctx.app)
  const [daily] = await ctx.deps.db.select().from(promotions).where(eq(promotions.frequency, 'daily'))
  const order = await createOrder(ctx.app, member.token, 500, { promotion_id: daily.id })
  const answer = (await confirm(ctx.app, order.id)).body
  expect(answer.error, answer.message).toBe(0)
  const [taken] = await ctx.deps.db
    .select()
    .from(memberPromotions)
    .where(eq(memberPromotions.memberId, member.user.id))
  return { member, order, answer, takenId: taken.id }
}

/** The operator's Yeekee bonus (฿25 for positions 1 and 16), and a member with a bill in the round. */
async function yeekeeShooter(position: 1 | 16) {
  const set = await operatorCall(ctx.app, 'lotto/yeekee/bonus/set', { position_1: 25, position_16: 25 })
  expect(set.body.error).toBe(0)
  const member = await funded()
  const round = await openRound(ctx, 'lao')
  const bill = await createBill(ctx.app, member.token, round.id, [line('2top', '12', 1)])
  expect(bill.body.error, bill.body.message).toBe(0)
  const decide = () =>
    ctx.deps.db.transaction((tx) =>
      decideYeekeeBonuses(
        tx,
        ctx.deps,
        round.id,
        [{ position, id: 1, memberId: member.user.id }],
        ctx.clock.now(),
      ),
    )
  return { member, roundId: round.id, decide }
}

/** A member with `points` points (an opening entry of the points ledger). */
const givePoints = (memberId: number, points: bigint) =>
  ctx.deps.db.transaction((tx) =>
    movePoints(tx, ctx.deps, {
      memberId,
      kind: 'opening',
      amount: points,
      reference: `test:${randomUUID()}`,
      at: ctx.clock.now(),
    }),
  )

/** A member whose seamless session has placed a ฿10 bet in a round. */
async function seamlessBet() {
  const member = await funded(100)
  const { sessionToken } = await openSession(ctx.app, member)
  const round = { session_token: sessionToken, round_id: `r-${randomUUID()}`, game_code: 'slot' }
  const bet = { ...round, transaction_id: `b-${randomUUID()}`, amount: 10 }
  const call = async () => (await seamless(ctx.app, 'bet', bet)).body
  const answer = await call()
  expect(answer.status).toBe('OK')
  return { member, round, bet, answer, again: call }
}

const CASES: Case[] = [
  {
    name: 'deposit confirmed (operator confirm)',
    kind: 'deposit',
    first: async () => {
      const member = await createMember(ctx.app)
      const order = await createOrder(ctx.app, member.token, 500)
      const again = async () => (await confirm(ctx.app, order.id)).body
      return { memberId: member.user.id, reference: depositReference(order.id), answer: await again(), again }
    },
  },
  {
    name: 'withdrawal requested (the hold)',
    kind: 'withdraw',
    first: async () => {
      const w = await requested()
      return {
        memberId: w.member.user.id,
        reference: withdrawalReference(w.id),
        answer: w.answer,
        again: w.again,
      }
    },
  },
  {
    name: 'withdrawal approved (paid out)',
    kind: 'withdraw_paid',
    first: async () => {
      const w = await requested()
      const again = async () => (await decide(ctx.app, 'approve', w.id)).body
      return {
        memberId: w.member.user.id,
        reference: withdrawalReference(w.id),
        answer: await again(),
        again,
      }
    },
  },
  {
    name: 'withdrawal rejected (refunded)',
    kind: 'withdraw_refund',
    first: async () => {
      const w = await requested()
      const again = async () => (await decide(ctx.app, 'reject', w.id)).body
      return {
        memberId: w.member.user.id,
        reference: withdrawalReference(w.id),
        answer: await again(),
        again,
      }
    },
  },
  {
    name: 'lottery bill created',
    kind: 'bet',
    silent: true,
    first: async () => {
      const member = await funded()
      const round = await openRound(ctx, 'lao')
      const key = randomUUID()
      const again = async () =>
        (await createBill(ctx.app, member.token, round.id, [line('3top', '123', 5)], key)).body
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      return { memberId: member.user.id, reference: lottoBillReference(answer.data.id), answer, again }
    },
  },
  {
    name: 'lottery bill cancelled (refunded)',
    kind: 'bet_refund',
    first: async () => {
      const member = await funded()
      const round = await openRound(ctx, 'lao')
      const bill = (await createBill(ctx.app, member.token, round.id, [line('2top', '45', 5)])).body.data
      const again = keyed('/api/lotto/bill/cancel', { agent_id: 3, bill_id: bill.id }, member)
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      return { memberId: member.user.id, reference: lottoRefundReference(bill.id), answer, again }
    },
  },
  {
    name: 'lottery bill settled as a win',
    kind: 'win',
    first: async () => {
      const member = await funded()
      const round = await openRound(ctx, 'gov')
      const bill = (await createBill(ctx.app, member.token, round.id, [line('3top', '123', 10)])).body.data
      await operatorCall(ctx.app, 'lotto/round/times', {
        round_id: round.id,
        close_at: ctx.clock.now().toISOString(),
      })
      expect((await enterResult(ctx.app, round.id, govResult('123'))).body.error).toBe(0)
      await ctx.app.jobs.runDue()
      const answer = await billDetail(member, bill.id)
      expect(answer.data.status).toBe('won')
      const again = async () => {
        await operatorCall(ctx.app, 'lotto/settle', { round_id: round.id })
        await ctx.app.jobs.runDue()
        return billDetail(member, bill.id)
      }
      return { memberId: member.user.id, reference: lottoWinReference(bill.id), answer, again }
    },
  },
  {
    name: 'lottery round void (the bill refunded)',
    kind: 'bet_refund',
    first: async () => {
      const member = await funded()
      const round = await openRound(ctx, 'hanoi')
      const bill = (await createBill(ctx.app, member.token, round.id, [line('2top', '12', 5)])).body.data
      const again = async () => {
        await operatorCall(ctx.app, 'lotto/void', { round_id: round.id, reason: 'ไม่มีผลออก' })
        await ctx.app.jobs.runDue()
        return billDetail(member, bill.id)
      }
      const answer = await again()
      expect(answer.data.status).toBe('refunded')
      return { memberId: member.user.id, reference: lottoRefundReference(bill.id), answer, again }
    },
  },
  {
    name: 'Yeekee bonus of position 1',
    kind: 'yeekee_bonus',
    first: async () => {
      const y = await yeekeeShooter(1)
      const again = async () => {
        await y.decide()
        return roundBonuses(ctx.deps.db, y.roundId)
      }
      const answer = await again()
      expect(answer).toMatchObject([{ position: 1, amount: 25, paid: true }])
      return { memberId: y.member.user.id, reference: yeekeeBonusReference(y.roundId, 1), answer, again }
    },
  },
  {
    name: 'cashback claimed',
    kind: 'cashback',
    first: async () => {
      const member = await createMember(ctx.app)
      const [program] = await ctx.deps.db
        .select()
        .from(cashbackPrograms)
        .where(eq(cashbackPrograms.kind, 'daily_loss'))
      const now = ctx.clock.now()
      const [offer] = await ctx.deps.db
        .insert(cashbackOffers)
        .values({
          programId: program.id,
          kind: 'daily_loss',
          memberId: member.user.id,
          periodStart: '2026-01-15',
          periodEnd: '2026-01-15',
          baseSatang: 100_000n,
          rateBp: 500,
          amountSatang: 5_000n,
          expiresAt: new Date(now.getTime() + 86_400_000),
          createdAt: now,
        })
        .returning()
      const again = keyed('/api/cashback/loss/claim', {}, member)
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      return { memberId: member.user.id, reference: cashbackClaimReference([offer.id]), answer, again }
    },
  },
  {
    name: 'affiliate commission redeemed',
    kind: 'affiliate',
    first: async () => {
      const earner = await createMember(ctx.app)
      const source = await createMember(ctx.app, { ref: earner.user.ref_code })
      await ctx.deps.db.insert(affiliateCommissions).values({
        earnerId: earner.user.id,
        sourceMemberId: source.user.id,
        level: 1,
        day: '2026-01-15',
        baseSatang: 100_000n,
        rateBp: 50,
        amountSatang: 500n,
        createdAt: ctx.clock.now(),
        base: 'turnover',
      })
      const again = keyed('/api/affiliate/redeem', { agent_id: 3 }, earner)
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      return {
        memberId: earner.user.id,
        reference: affiliateRedeemReference(answer.data.redeem.id),
        answer,
        again,
      }
    },
  },
  {
    name: 'coupon credit redeemed',
    kind: 'coupon',
    first: async () => {
      const member = await createMember(ctx.app)
      const again = keyed('/api/member/coupon/redeem', { code: 'WELCOME50' }, member)
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      return {
        memberId: member.user.id,
        reference: couponReference(answer.data.redemption.id),
        answer,
        again,
      }
    },
  },
  {
    name: 'deposit promotion bonus credited',
    kind: 'bonus',
    first: async () => {
      const b = await withBonus()
      const again = async () => (await confirm(ctx.app, b.order.id)).body
      return {
        memberId: b.member.user.id,
        reference: promotionBonusReference(b.takenId),
        answer: b.answer,
        again,
      }
    },
  },
  {
    name: 'bonus forfeited',
    kind: 'bonus_forfeit',
    first: async () => {
      const b = await withBonus()
      const again = keyed('/api/member/promotion/forfeit', { member_promotion_id: b.takenId }, b.member)
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      return { memberId: b.member.user.id, reference: bonusForfeitReference(b.takenId), answer, again }
    },
  },
  {
    name: 'quest reward credited',
    kind: 'quest',
    first: async () => {
      const member = await createMember(ctx.app)
      await deposit(ctx.app, member.token, 1_000)
      await postBet(ctx.deps, member.user.id, 50_000n)
      const list = (await get(ctx.app, '/api/quest/list', member.token)).body.data as {
        id: number
        kind: string
      }[]
      const quest = list.find((q) => q.kind === 'bet_total') as { id: number }
      const again = keyed('/api/quest/redeem', { quest_id: quest.id }, member)
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      const [claim] = await ctx.deps.db
        .select()
        .from(questClaims)
        .where(eq(questClaims.memberId, member.user.id))
      return { memberId: member.user.id, reference: questClaimReference(claim.id), answer, again }
    },
  },
  {
    name: 'point shop credit delivered',
    kind: 'shop',
    first: async () => {
      const member = await createMember(ctx.app)
      await givePoints(member.user.id, 500n)
      const [item] = await ctx.deps.db.select().from(shopItems).where(eq(shopItems.kind, 'credit'))
      const again = keyed('/api/redemption/redeem', { item_id: item.id, quantity: 1 }, member)
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      return { memberId: member.user.id, reference: shopOrderReference(answer.data.order.id), answer, again }
    },
  },
  {
    name: 'wheel prize claimed as credit',
    kind: 'wheel',
    first: async () => {
      // Only the credit segments are on, so the spin wins credit whatever the seeds.
      await ctx.deps.db.update(wheelSegments).set({ enabled: sql`${wheelSegments.kind} = 'credit'` })
      const member = await createMember(ctx.app)
      await givePoints(member.user.id, 100n)
      const spin = await postKeyed(ctx.app, '/api/wheel/spin', { client_seed: 'seed' }, member.token)
      expect(spin.body.error, spin.body.message).toBe(0)
      const spinId = spin.body.data.spin.id as number
      const again = keyed('/api/wheel/reward', { spin_id: spinId }, member)
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      return { memberId: member.user.id, reference: wheelPrizeReference(spinId), answer, again }
    },
  },
  {
    name: 'seamless bet',
    kind: 'bet',
    silent: true,
    first: async () => {
      const s = await seamlessBet()
      return {
        memberId: s.member.user.id,
        reference: gameReference('builtin', s.bet.transaction_id),
        answer: s.answer,
        again: s.again,
      }
    },
  },
  {
    name: 'seamless win',
    kind: 'win',
    silent: true,
    first: async () => {
      const s = await seamlessBet()
      const win = { ...s.round, transaction_id: `w-${randomUUID()}`, amount: 25 }
      const again = async () => (await seamless(ctx.app, 'win', win)).body
      const answer = await again()
      expect(answer.status).toBe('OK')
      return {
        memberId: s.member.user.id,
        reference: gameReference('builtin', win.transaction_id),
        answer,
        again,
      }
    },
  },
  {
    name: 'seamless rollback',
    kind: 'bet_refund',
    silent: true,
    first: async () => {
      const s = await seamlessBet()
      const rollback = {
        session_token: s.round.session_token,
        round_id: s.round.round_id,
        transaction_id: `rb-${randomUUID()}`,
        rolled_back_transaction_id: s.bet.transaction_id,
      }
      const again = async () => (await seamless(ctx.app, 'rollback', rollback)).body
      const answer = await again()
      expect(answer.status).toBe('OK')
      return {
        memberId: s.member.user.id,
        reference: gameReference('builtin', rollback.transaction_id),
        answer,
        again,
      }
    },
  },
  {
    name: 'manual adjustment in the back office',
    kind: 'adjust',
    first: async () => {
      const member = await createMember(ctx.app)
      const key = randomUUID()
      const body = {
        member_id: member.user.id,
        wallet_type_id: 1,
        direction: 'credit',
        amount: 50,
        reason: 'ชดเชย',
      }
      const again = async () =>
        (await postKeyed(ctx.app, '/api/operator/member/adjust', body, TEST_OPERATOR_TOKEN, key)).body
      const answer = await again()
      expect(answer.error, answer.message).toBe(0)
      return { memberId: member.user.id, reference: adjustmentReference(answer.data.id), answer, again }
    },
  },
  {
    name: 'opening balance (the demo friend of npm start)',
    kind: 'opening',
    first: async () => {
      await ctx.deps.db.transaction((tx) => seedReturnsDemo(ctx.deps, tx))
      const [friend] = await ctx.deps.db.select().from(members).where(eq(members.phone, DEMO_FRIEND.phone))
      return {
        memberId: friend.id,
        reference: openingReference(friend.id),
        answer: null,
        again: async () => null,
      }
    },
  },
  {
    name: 'the demo play of npm start (a bet and its win)',
    kind: 'win',
    first: async () => {
      const [friend] = await ctx.deps.db.select().from(members).where(eq(members.phone, DEMO_FRIEND.phone))
      return {
        memberId: friend.id,
        reference: demoPlayReference(friend.id, 'builtin:baccarat'),
        answer: null,
        again: async () => null,
      }
    },
  },
]

describe('every money caller posts once per reference of its kind', () => {
  it.each(CASES)('$name', async (c) => {
    const from = heard.length
    const done = await c.first()
    // The caller used its kind's builder: exactly one transaction of the kind under that reference.
    const rows = await posted(c.kind, done.reference)
    expect(rows, `${c.kind} ${done.reference}`).toHaveLength(1)
    expect(rows[0].member_id).toBe(done.memberId)
    // …and announced it: one fact names the transaction (the demo play was announced before).
    const facts = heard.slice(from).filter((e) => 'transactionId' in e && e.transactionId === rows[0].id)
    if (c.silent || c.name.startsWith('the demo play')) expect(facts).toHaveLength(0)
    else expect(facts.map((f) => f.memberId)).toEqual([done.memberId])

    const before = await moneyState()
    expect(await done.again()).toEqual(done.answer)
    await postAgain(c.kind, done.reference, done.memberId)
    expect(await moneyState()).toEqual(before)
    expect(await posted(c.kind, done.reference)).toHaveLength(1)
  })

  it('covers every kind of the vocabulary', () => {
    // Polls pay several winners from one job: their own test below.
    expect([...new Set([...CASES.map((c) => c.kind), 'poll'])].sort()).toEqual([...LEDGER_KINDS].sort())
  })
})

describe('rewards several members win from one thing', () => {
  it('two members paid for one quest in one period each get their own reference', async () => {
    const claimed: number[] = []
    for (let i = 0; i < 2; i++) {
      const member = await createMember(ctx.app)
      await deposit(ctx.app, member.token, 1_000)
      await postBet(ctx.deps, member.user.id, 50_000n)
      const list = (await get(ctx.app, '/api/quest/list', member.token)).body.data as {
        id: number
        kind: string
      }[]
      const quest = list.find((q) => q.kind === 'bet_total') as { id: number }
      const { body } = await postKeyed(ctx.app, '/api/quest/redeem', { quest_id: quest.id }, member.token)
      expect(body.error, body.message).toBe(0)
      const [claim] = await ctx.deps.db
        .select()
        .from(questClaims)
        .where(eq(questClaims.memberId, member.user.id))
      claimed.push(claim.id)
    }
    for (const id of claimed) expect(await posted('quest', questClaimReference(id))).toHaveLength(1)
  })

  it('every winner of a credit poll is paid once, each under their own reference', async () => {
    await ctx.deps.db.update(polls).set({ prizeKind: 'credit', prizeAmount: 1_000n }).where(eq(polls.id, 1))
    const winners = [await createMember(ctx.app), await createMember(ctx.app)]
    const choices = (await get(ctx.app, '/api/poll/config?poll_id=1&agent_id=3')).body.data.choices
    for (const w of winners) {
      const { body } = await post(
        ctx.app,
        '/api/poll/submit',
        { poll_id: 1, choice_id: choices[1].id, agent_id: 3 },
        w.token,
      )
      expect(body.error, body.message).toBe(0)
    }
    expect(
      (await operatorCall(ctx.app, 'poll/answer', { poll_id: 1, choice_id: choices[1].id })).body.error,
    ).toBe(0)
    await ctx.app.jobs.runDue()
    const payouts = await queryRows<{ id: number; member_id: number }>(
      ctx.deps,
      sql`select id, member_id from poll_payouts where poll_id = 1 order by id`,
    )
    expect(payouts.map((p) => p.member_id)).toEqual(winners.map((w) => w.user.id))
    const before = await moneyState()
    await ctx.app.jobs.runDue()
    for (const p of payouts) {
      const rows = await posted('poll', pollPayoutReference(p.id))
      expect(rows).toEqual([{ id: expect.any(Number), member_id: p.member_id }])
      await postAgain('poll', pollPayoutReference(p.id), p.member_id)
    }
    expect(await moneyState()).toEqual(before)
  })
})

describe('the Yeekee bonus has its own house account', () => {
  it('pays from yeekee_bonus; the promotions account bonus does not move', async () => {
    const y = await yeekeeShooter(16)
    const before = await moneyState()
    await y.decide()
    const after = await moneyState()
    const house = (s: typeof before, code: string) =>
      s.houses.find((h) => (h as { code: string }).code === code)
    expect(house(after, 'yeekee_bonus')).toEqual({
      code: 'yeekee_bonus',
      b: String(BigInt((house(before, 'yeekee_bonus') as { b: string }).b) - 2_500n),
    })
    expect(house(after, 'bonus')).toEqual(house(before, 'bonus'))
  })
})

describe('the ledger refuses a reference twice for one kind', () => {
  it('the same reference may name movements of different kinds (a withdrawal’s hold and refund)', async () => {
    const w = await requested()
    expect((await decide(ctx.app, 'reject', w.id)).body.error).toBe(0)
    const kinds = await queryRows<{ kind: string }>(
      ctx.deps,
      sql`select kind from ledger_transactions where reference = ${withdrawalReference(w.id)} order by id`,
    )
    expect(kinds.map((k) => k.kind)).toEqual(['withdraw', 'withdraw_refund'])
  })

  it('a reference is never empty: the database refuses null and an empty text', async () => {
    const member = await createMember(ctx.app)
    const walletId = (await walletIdOf(ctx.deps.db, member.user.id, 1)) as number
    const before = await moneyState()
    for (const reference of [null, '']) {
      await expect(
        ctx.deps.db.execute(
          sql`select * from ledger_post_one_wallet('opening', ${member.user.id}::int, ${reference}::text, null,
            now(), ${walletId}::int, 100::bigint, array['opening']::text[], array[-100]::bigint[])`,
        ),
      ).rejects.toThrow()
    }
    expect(await moneyState()).toEqual(before)
  })

  it('the demo member’s opening balance carries its builder’s reference', async () => {
    const [demo] = await ctx.deps.db.select().from(members).where(eq(members.phone, DEMO_MEMBER.phone))
    expect(await posted('opening', openingReference(demo.id))).toHaveLength(1)
  })
})

describe('one way to move money', () => {
  const SERVER = join(__dirname, '../../server')
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    )

  it('outside the wallet module nothing calls postTransaction: a movement and its fact are one call', () => {
    const wrong = files(SERVER)
      .filter((file) => !relative(SERVER, file).startsWith('modules/wallet/'))
      .filter((file) =>
        /\bpostTransaction\s*[(<]|import \{[^}]*\bpostTransaction\b/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(SERVER, file))
    expect(wrong).toEqual([])
  })
})
