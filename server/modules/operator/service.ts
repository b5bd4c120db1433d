import { and, desc, eq, gt } from 'drizzle-orm'
import type { OutboxMessage, PendingOrder } from '../../../src/contract/operator'
import type { PaymentOrder } from '../../../src/contract/payment'
import type { Withdrawal } from '../../../src/contract/withdraw'
import { outboxMessages, paymentOrders, withdrawals } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { toOrder } from '../payment/service'
import { toWithdrawal } from '../withdraw/service'

/** What an order looked like before an operator touched it (null when it does not exist). */
export async function orderSnapshot(deps: AppDeps, orderId: number): Promise<PaymentOrder | null> {
  const [row] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId))
  return row ? toOrder(row, deps.clock.now()) : null
}

export async function withdrawalSnapshot(deps: AppDeps, withdrawId: number): Promise<Withdrawal | null> {
  const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawId))
  return row ? toWithdrawal(row) : null
}

/** Open (pending, unexpired) QR orders of every member, newest first. */
export async function pendingOrders(deps: AppDeps, limit = 50): Promise<PendingOrder[]> {
  const now = deps.clock.now()
  const rows = await deps.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'pending'), gt(paymentOrders.expiresAt, now)))
    .orderBy(desc(paymentOrders.id))
    .limit(limit)
  return rows.map((row) => ({ ...toOrder(row, now), member_id: row.memberId }))
}

/** The demo sender's outbox, newest first (one phone, or everyone's). */
export async function readOutbox(deps: AppDeps, phone?: string): Promise<OutboxMessage[]> {
  const rows = await deps.db
    .select()
    .from(outboxMessages)
    .where(phone === undefined ? undefined : eq(outboxMessages.phone, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(20)
  return rows.map((m) => ({ id: m.id, phone: m.phone, body: m.body, created_at: m.createdAt.toISOString() }))
}
