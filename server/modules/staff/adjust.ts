import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { MemberAdjustBody, MemberAdjustment } from '../../../src/contract/member-desk'
import { balanceAdjustments, members, staff, wallets } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { withIdempotency } from '../wallet/idempotency'
import { InsufficientFundsError, moveMoney } from '../wallet/ledger'
import { adjustmentReference } from '../wallet/references'
import { staffReason } from './member-access'
import { STAFF_MESSAGES } from './messages'

/** Who adjusts: their audit id, and their staff row (null for OPERATOR_TOKEN, which has no limit). */
export interface Adjuster {
  actor: string
  staffId: number | null
}

/**
 * A manual balance adjustment (members desk): credits or debits one of the member's wallets against
 * the house account `adjustment`, once per Idempotency-Key (a replay answers the first answer), within
 * the staff member's per-adjustment limit (an owner sets it; 0 = none), never below zero (the wallet
 * row is locked first, so concurrent debits see each other). Its `balance_adjustments` row keeps the
 * reason and who made it; the ledger transaction `adjust` names that row, and the member's statement
 * shows the kind's label (the reason is for staff only).
 */
export async function adjustBalance(
  deps: AppDeps,
  who: Adjuster,
  key: string,
  body: MemberAdjustBody,
): Promise<Result<MemberAdjustment>> {
  const reason = staffReason(body.reason)
  if (!reason) return refuse(STAFF_MESSAGES.shortReason)
  const amount = parseBahtAmount(body.amount)
  if (amount === null) return refuse(STAFF_MESSAGES.badAmount)
  const [member] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, body.member_id))
  if (!member) return refuse(STAFF_MESSAGES.memberNotFound, ErrorCode.NOT_FOUND)
  return withIdempotency(
    deps,
    { memberId: member.id, key, scope: 'operator.adjust', payload: body },
    async (tx) => {
      if (who.staffId !== null) {
        const [row] = await tx
          .select({ limit: staff.adjustLimitSatang })
          .from(staff)
          .where(eq(staff.id, who.staffId))
        const limit = row?.limit ?? 0n
        if (limit <= 0n) return refuse(STAFF_MESSAGES.noLimit)
        if (amount > limit) return refuse(STAFF_MESSAGES.overLimit(limit))
      }
      const [wallet] = await tx
        .select({ id: wallets.id, balance: wallets.balanceSatang })
        .from(wallets)
        .where(and(eq(wallets.memberId, member.id), eq(wallets.walletTypeId, body.wallet_type_id)))
        .for('update')
      if (!wallet) return refuse(STAFF_MESSAGES.noWallet)
      const signed = body.direction === 'credit' ? amount : -amount
      if (wallet.balance + signed < 0n) return refuse(STAFF_MESSAGES.notEnough)
      const now = deps.clock.now()
      const [row] = await tx
        .insert(balanceAdjustments)
        .values({
          memberId: member.id,
          walletId: wallet.id,
          amountSatang: signed,
          reason,
          actor: who.actor,
          staffId: who.staffId,
          createdAt: now,
        })
        .returning()
      try {
        const posted = await moveMoney(
          tx,
          deps,
          {
            kind: 'adjust',
            memberId: member.id,
            reference: adjustmentReference(row.id),
            at: now,
            legs: [
              { walletId: wallet.id, amount: signed },
              { house: 'adjustment', amount: -signed },
            ],
          },
          { type: 'balance.adjusted', adjustmentId: row.id, amountSatang: signed },
        )
        return ok({
          id: row.id,
          member_id: member.id,
          wallet_type_id: body.wallet_type_id,
          amount: satangToBaht(signed),
          balance_after: satangToBaht(posted.walletBalances.get(wallet.id) ?? 0n),
          reason,
          created_at: now.toISOString(),
        })
      } catch (error) {
        if (error instanceof InsufficientFundsError) return refuse(STAFF_MESSAGES.notEnough)
        throw error
      }
    },
  )
}
