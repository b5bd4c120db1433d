import { and, eq, lte } from 'drizzle-orm'
import { paymentOrders } from '../../db/schema'
import type { JobDefinition } from '../../jobs/runner'
import { publishExpired } from './service'

/**
 * Marks pending QR orders past their 15 minutes expired and tells the member's live connections.
 * Until it runs, reads already show such an order as expired (`orderStatus`) and confirmation refuses
 * it, so a late run changes nothing a member sees; running twice finds nothing the second time.
 */
export const expireOrdersJob: JobDefinition = {
  name: 'payment.expire_orders',
  schedule: { every: 60_000 },
  async run(deps) {
    await deps.db.transaction(async (tx) => {
      const expired = await tx
        .update(paymentOrders)
        .set({ status: 'expired' })
        .where(and(eq(paymentOrders.status, 'pending'), lte(paymentOrders.expiresAt, deps.clock.now())))
        .returning({ id: paymentOrders.id, memberId: paymentOrders.memberId })
      for (const order of expired) await publishExpired(deps, tx, order.memberId, order.id)
    })
  },
}

export const paymentJobs: JobDefinition[] = [expireOrdersJob]
