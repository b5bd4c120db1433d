import { and, desc, eq, gt } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { PendingOrder } from '../../../src/contract/operator'
import type { PaymentOrder } from '../../../src/contract/payment'
import { paymentOrders } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, refuse, toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { confirmOrder } from './confirm'
import { PAYMENT_MESSAGES } from './messages'
import { cancelOrder, toOrder } from './service'

/** What an order looked like before an operator touched it (null when it does not exist). */
async function orderSnapshot(deps: AppDeps, orderId: number): Promise<PaymentOrder | null> {
  const [row] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId))
  return row ? toOrder(row, deps.clock.now()) : null
}

/** Open (pending, unexpired) QR orders of every member, newest first. */
async function pendingOrders(deps: AppDeps, limit = 50): Promise<PendingOrder[]> {
  const now = deps.clock.now()
  const rows = await deps.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'pending'), gt(paymentOrders.expiresAt, now)))
    .orderBy(desc(paymentOrders.id))
    .limit(limit)
  return rows.map((row) => ({ ...toOrder(row, now), member_id: row.memberId }))
}

/**
 * The payment provider's callback and the cashier's desk: confirm an order (or the newest open one),
 * list the open ones. Each confirm runs in one transaction with its audit row (`audited`).
 */
export const paymentOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorConfirmPayment', {
    handler: async (request) => {
      const id = request.body.order_id
      const result = await audited(deps, request, {
        action: 'payment.confirm',
        target: `payment_order:${id}`,
        before: (scoped) => orderSnapshot(scoped, id),
        run: (scoped) => confirmOrder(scoped, id),
      })
      return toEnvelope(result)
    },
  })

  // The newest open order is picked in the confirm's transaction; with none, the refusal is audited too.
  registerEndpoint(app, 'operatorConfirmNewestPayment', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'payment.confirm_newest',
        before: async (scoped) => (await pendingOrders(scoped, 1))[0] ?? null,
        target: (newest) => `payment_order:${newest?.id ?? 'none'}`,
        run: async (scoped, newest) =>
          newest
            ? confirmOrder(scoped, newest.id)
            : refuse(PAYMENT_MESSAGES.orderNotFound, ErrorCode.NOT_FOUND),
      })
      return toEnvelope(result)
    },
  })

  // The money never came: the open order is closed (as the member's own cancel does) and can no
  // longer be paid or confirmed. A paid or closed order is answered as it is, unchanged.
  registerEndpoint(app, 'operatorRejectPayment', {
    handler: async (request) => {
      const id = request.body.order_id
      const result = await audited(deps, request, {
        action: 'payment.reject',
        target: `payment_order:${id}`,
        before: async (scoped) => {
          const [row] = await scoped.db.select().from(paymentOrders).where(eq(paymentOrders.id, id))
          return row ? { ...toOrder(row, scoped.clock.now()), member_id: row.memberId } : null
        },
        run: async (scoped, before) =>
          before
            ? cancelOrder(scoped, before.member_id, id)
            : refuse(PAYMENT_MESSAGES.orderNotFound, ErrorCode.NOT_FOUND),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorPendingPayments', {
    handler: async () => toEnvelope(ok(await pendingOrders(deps))),
  })
}
