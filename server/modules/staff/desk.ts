import { desc, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { MemberContext } from '../../../src/contract/staff'
import { lineAccounts, members, paymentOrders } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import { memberBanks } from '../auth/members'
import { toOrder } from '../payment/service'
import { memberPromotionList } from '../promotion/service'
import { memberWallets } from '../wallet/service'
import { listWithdrawals } from '../withdraw/service'
import { STAFF_MESSAGES } from './messages'

/** Recent deposits and withdrawals the cashier sees beside a queue item. */
const RECENT = 10

/**
 * What a cashier needs beside a deposit or withdrawal: who the member is, their balances, the
 * promotions and coupon credit still running (with the turnover done and required), their last
 * deposits and withdrawals, and the bank account a withdrawal is paid to; and for the members desk,
 * whether staff locked them and their LINE link. Read only.
 */
export async function memberContext(deps: AppDeps, memberId: number): Promise<Result<MemberContext>> {
  const [member] = await deps.db.select().from(members).where(eq(members.id, memberId))
  if (!member) return refuse(STAFF_MESSAGES.memberNotFound, ErrorCode.NOT_FOUND)
  const now = deps.clock.now()
  const [wallets, promotions, orders, withdrawals, banks, [line]] = await Promise.all([
    memberWallets(deps.db, memberId),
    memberPromotionList(deps, memberId),
    deps.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.memberId, memberId))
      .orderBy(desc(paymentOrders.id))
      .limit(RECENT),
    listWithdrawals(deps, memberId, 1, RECENT),
    memberBanks(deps.db, memberId),
    deps.db.select().from(lineAccounts).where(eq(lineAccounts.memberId, memberId)),
  ])
  return ok({
    id: member.id,
    phone: member.phone,
    full_name: member.fullName,
    created_at: member.createdAt.toISOString(),
    last_login_at: member.lastLoginAt ? member.lastLoginAt.toISOString() : null,
    wallets,
    bonuses: promotions.filter((p) => p.status === 'pending' || p.status === 'active'),
    deposits: orders.map((order) => toOrder(order, now)),
    withdrawals: withdrawals.items,
    bank: banks.main
      ? {
          bank_code: banks.main.bankCode,
          account_no: banks.main.accountNo,
          account_name: banks.main.accountName,
        }
      : null,
    locked_at: member.lockedAt ? member.lockedAt.toISOString() : null,
    locked_reason: member.lockedReason,
    line: line ? { display_name: line.displayName, linked_at: line.linkedAt.toISOString() } : null,
  })
}
