import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm'
import type { BankAccount } from '../../../src/contract/auth'
import { bankName } from '../../../src/contract/banks'
import { ErrorCode } from '../../../src/contract/envelope'
import type { HouseAccount } from '../../../src/contract/ledger'
import type { Withdrawal, WithdrawBody, WithdrawConfig, WithdrawList } from '../../../src/contract/withdraw'
import type { DbOrTx } from '../../db/open'
import { withdrawals } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { addDays, bangkokDayStart } from '../../lib/bangkok'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { memberBanks } from '../auth/members'
import { publishToMember } from '../live/publish'
import { withdrawTurnoverBlock } from '../promotion/hooks'
import { withdrawableOf } from '../promotion/locks'
import { withIdempotency } from '../wallet/idempotency'
import { EXTERNAL_HOUSE, InsufficientFundsError, moveMoney, type PostedTransaction } from '../wallet/ledger'
import { withdrawalReference } from '../wallet/references'
import { mainWalletId } from '../wallet/service'
import { WITHDRAW_MESSAGES } from './messages'

/** Withdrawal limits (docs/money.md), satang; "per day" is the Asia/Bangkok calendar day. */
export const WITHDRAW_LIMITS = {
  min: 30_000n,
  max: 10_000_000n,
  dailyAmount: 30_000_000n,
  dailyCount: 5,
} as const

/** Held withdrawals sit here until the operator pays them out (external) or credits them back. */
export const WITHDRAW_HOLD_HOUSE: HouseAccount = 'withdrawals_pending'

type WithdrawalRow = typeof withdrawals.$inferSelect

const bankOf = (row: { bankCode: string; accountNo: string; accountName: string }): BankAccount => ({
  bank_code: row.bankCode,
  bank_name: bankName(row.bankCode),
  account_no: row.accountNo,
  account_name: row.accountName,
})

export const toWithdrawal = (w: WithdrawalRow): Withdrawal => ({
  id: w.id,
  amount: satangToBaht(w.amountSatang),
  status: w.status as Withdrawal['status'],
  bank: bankOf(w),
  created_at: w.createdAt.toISOString(),
  processed_at: w.processedAt ? w.processedAt.toISOString() : null,
})

/** Withdrawn today (waiting + success; failed ones were credited back), satang and count. */
async function today(db: DbOrTx, memberId: number, now: Date) {
  const start = bangkokDayStart(now)
  const [row] = await db
    .select({ total: sum(withdrawals.amountSatang), n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, start),
        sql`${withdrawals.createdAt} < ${addDays(start, 1)}`,
        inArray(withdrawals.status, ['waiting', 'success']),
      ),
    )
  return { amount: BigInt(row?.total ?? 0), count: Number(row?.n ?? 0) }
}

export async function withdrawConfig(deps: AppDeps, memberId: number): Promise<WithdrawConfig> {
  const now = deps.clock.now()
  const [done, banks, held, block] = await Promise.all([
    today(deps.db, memberId, now),
    memberBanks(deps.db, memberId),
    withdrawableOf(deps.db, memberId),
    withdrawTurnoverBlock(deps.db, memberId),
  ])
  if (!banks.main) throw new Error(`member ${memberId} has no main bank account`)
  return {
    min_amount: satangToBaht(WITHDRAW_LIMITS.min),
    max_amount: satangToBaht(WITHDRAW_LIMITS.max),
    daily_max_amount: satangToBaht(WITHDRAW_LIMITS.dailyAmount),
    daily_max_count: WITHDRAW_LIMITS.dailyCount,
    today_amount: satangToBaht(done.amount),
    today_count: done.count,
    balance: satangToBaht(held.balanceSatang),
    bank: bankOf(banks.main),
    turnover: block
      ? { done: satangToBaht(block.doneSatang), required: satangToBaht(block.requiredSatang) }
      : null,
    withdrawable: satangToBaht(held.withdrawableSatang),
    locks: held.locks.map((l) => ({
      member_promotion_id: l.memberPromotionId,
      title: l.title,
      amount: satangToBaht(l.lockedSatang),
      turnover: { done: satangToBaht(l.doneSatang), required: satangToBaht(l.requiredSatang) },
    })),
    sub_bank: banks.sub ? bankOf(banks.sub) : null,
  }
}

/**
 * A withdrawal request (idempotent by key): checks amount, limits and turnover, then holds the amount
 * (main wallet -> withdrawals_pending) and records the withdrawal to the chosen account (main unless
 * `account` is sub), all in one transaction. The member row is locked first so per-day limits hold under concurrent requests;
 * the conditional debit of the ledger (moveMoney) keeps the balance from going below zero.
 */
export async function requestWithdrawal(
  deps: AppDeps,
  memberId: number,
  body: WithdrawBody,
  key: string,
): Promise<Result<Withdrawal>> {
  return withIdempotency(deps, { memberId, key, scope: 'withdraw', payload: body }, async (tx) => {
    const amount = parseBahtAmount(body.amount)
    if (amount === null) return refuse(WITHDRAW_MESSAGES.badAmount)
    if (amount < WITHDRAW_LIMITS.min) return refuse(WITHDRAW_MESSAGES.belowMin(WITHDRAW_LIMITS.min))
    if (amount > WITHDRAW_LIMITS.max) return refuse(WITHDRAW_MESSAGES.aboveMax(WITHDRAW_LIMITS.max))
    // Serializes this member's withdrawals (per-day limits). NO KEY UPDATE: it must not conflict with the
    // KEY SHARE locks that foreign keys to members (the idempotency key's) take in other requests.
    await tx.execute(sql`select id from members where id = ${memberId} for no key update`)
    // Active bonuses hold back what they bind (promotion/locks.ts); the rest of the main wallet is free.
    const held = await withdrawableOf(tx, memberId)
    if (amount > held.withdrawableSatang && amount <= held.balanceSatang) {
      const lock = held.locks.find((l) => l.lockedSatang > 0n)
      if (lock) {
        const locked = held.balanceSatang - held.withdrawableSatang
        return refuse(
          WITHDRAW_MESSAGES.lockedByBonus(
            held.withdrawableSatang,
            locked,
            lock.title,
            lock.doneSatang,
            lock.requiredSatang,
          ),
        )
      }
    }
    const now = deps.clock.now()
    const done = await today(tx, memberId, now)
    if (done.count >= WITHDRAW_LIMITS.dailyCount)
      return refuse(WITHDRAW_MESSAGES.dailyCount(WITHDRAW_LIMITS.dailyCount))
    if (done.amount + amount > WITHDRAW_LIMITS.dailyAmount) {
      const left = WITHDRAW_LIMITS.dailyAmount - done.amount
      return refuse(WITHDRAW_MESSAGES.dailyAmount(WITHDRAW_LIMITS.dailyAmount, left > 0n ? left : 0n))
    }
    const banks = await memberBanks(tx, memberId)
    // The sub account is the one the profile promises ("บัญชีสำรองสำหรับถอนเงิน"); never a silent fallback.
    const target = body.account === 'sub' ? banks.sub : banks.main
    if (!target)
      return refuse(body.account === 'sub' ? WITHDRAW_MESSAGES.noSubBank : WITHDRAW_MESSAGES.noBank)
    const walletId = await mainWalletId(tx, memberId)
    if (walletId === null) throw new Error(`member ${memberId} has no main wallet`)
    // The id first, so the hold's ledger reference names the withdrawal (the ledger is never edited).
    const idResult = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] }
    const id = Number(idResult.rows[0].id)
    // Live events leave once the transaction commits, in this order: the withdrawal, then the balance.
    await publishToMember(deps.bus, tx, memberId, { type: 'withdraw', data: { id, status: 'waiting' } })
    let hold: PostedTransaction
    try {
      hold = await moveMoney(
        tx,
        deps,
        {
          kind: 'withdraw',
          memberId,
          reference: withdrawalReference(id),
          legs: [
            { walletId, amount: -amount },
            { house: WITHDRAW_HOLD_HOUSE, amount },
          ],
          at: now,
        },
        { type: 'withdrawal.requested', withdrawalId: id, amountSatang: amount },
      )
    } catch (error) {
      if (error instanceof InsufficientFundsError) return refuse(WITHDRAW_MESSAGES.insufficient)
      throw error
    }
    const [row] = await tx
      .insert(withdrawals)
      .values({
        id,
        memberId,
        amountSatang: amount,
        bankCode: target.bankCode,
        accountNo: target.accountNo,
        accountName: target.accountName,
        status: 'waiting',
        createdAt: now,
        holdTransactionId: hold.transactionId,
      })
      .returning()
    return ok(toWithdrawal(row))
  })
}

export async function listWithdrawals(
  deps: AppDeps,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<WithdrawList> {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.memberId, memberId))
      .orderBy(desc(withdrawals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.memberId, memberId)),
  ])
  return { items: rows.map(toWithdrawal), total: Number(total?.n ?? 0), page, page_size: pageSize }
}

/**
 * Operator decision on a waiting withdrawal. The conditional UPDATE waiting -> success|failed is the
 * claim, so a decision takes effect once; repeating it answers the withdrawal again; the opposite
 * decision on a decided withdrawal is refused. A rejection credits the hold back in the same
 * transaction; an approval moves it from the hold to the outside world.
 */
export async function decideWithdrawal(
  deps: AppDeps,
  withdrawId: number,
  decision: 'success' | 'failed',
): Promise<Result<Withdrawal>> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    const [claimed] = await tx
      .update(withdrawals)
      .set({ status: decision, processedAt: now })
      .where(and(eq(withdrawals.id, withdrawId), eq(withdrawals.status, 'waiting')))
      .returning()
    if (!claimed) {
      const [existing] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawId))
      if (!existing) return refuse(WITHDRAW_MESSAGES.notFound, ErrorCode.NOT_FOUND)
      if (existing.status === decision) return ok(toWithdrawal(existing))
      return refuse(
        existing.status === 'success' ? WITHDRAW_MESSAGES.alreadyApproved : WITHDRAW_MESSAGES.alreadyRejected,
      )
    }
    if (decision === 'success') {
      await moveMoney(
        tx,
        deps,
        {
          kind: 'withdraw_paid',
          memberId: claimed.memberId,
          reference: withdrawalReference(claimed.id),
          legs: [
            { house: WITHDRAW_HOLD_HOUSE, amount: -claimed.amountSatang },
            { house: EXTERNAL_HOUSE, amount: claimed.amountSatang },
          ],
          at: now,
        },
        { type: 'withdrawal.paid', withdrawalId: claimed.id, amountSatang: claimed.amountSatang },
      )
      // The held amount leaves the site: no wallet balance of the member changes.
      await publishToMember(deps.bus, tx, claimed.memberId, {
        type: 'withdraw',
        data: { id: claimed.id, status: 'success' },
      })
      return ok(toWithdrawal(claimed))
    }
    const walletId = await mainWalletId(tx, claimed.memberId)
    if (walletId === null) throw new Error(`member ${claimed.memberId} has no main wallet`)
    // The status first, then the balance (live events leave at commit, in order).
    await publishToMember(deps.bus, tx, claimed.memberId, {
      type: 'withdraw',
      data: { id: claimed.id, status: 'failed' },
    })
    const refund = await moveMoney(
      tx,
      deps,
      {
        kind: 'withdraw_refund',
        memberId: claimed.memberId,
        reference: withdrawalReference(claimed.id),
        legs: [
          { walletId, amount: claimed.amountSatang },
          { house: WITHDRAW_HOLD_HOUSE, amount: -claimed.amountSatang },
        ],
        at: now,
      },
      { type: 'withdrawal.refunded', withdrawalId: claimed.id, amountSatang: claimed.amountSatang },
    )
    const [row] = await tx
      .update(withdrawals)
      .set({ refundTransactionId: refund.transactionId })
      .where(eq(withdrawals.id, claimed.id))
      .returning()
    return ok(toWithdrawal(row))
  })
}
