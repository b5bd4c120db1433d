import { and, eq, gt } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { PaymentOrder } from '../../../src/contract/payment'
import { paymentOrders } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { publishToMember } from '../live/publish'
import { EXTERNAL_HOUSE, moveMoney } from '../wallet/ledger'
import { depositReference } from '../wallet/references'
import { mainWalletId } from '../wallet/service'
import { PAYMENT_MESSAGES } from './messages'
import { orderStatus, toOrder } from './service'

/**
 * Operator-side confirmation of a QR order (the payment provider's callback; the operator route in the
 * reference server). The conditional UPDATE pending -> paid (only before expiry) is the claim: however
 * often and however concurrently it arrives, one call credits the main wallet, the others answer the
 * paid order. An expired order is refused and never credited.
 */
export async function confirmOrder(deps: AppDeps, orderId: number): Promise<Result<PaymentOrder>> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    const [claimed] = await tx
      .update(paymentOrders)
      .set({ status: 'paid', paidAt: now })
      .where(
        and(
          eq(paymentOrders.id, orderId),
          eq(paymentOrders.status, 'pending'),
          gt(paymentOrders.expiresAt, now),
        ),
      )
      .returning()
    if (!claimed) {
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId))
      if (!order) return refuse(PAYMENT_MESSAGES.orderNotFound, ErrorCode.NOT_FOUND)
      if (orderStatus(order, now) === 'paid') return ok(toOrder(order, now))
      return refuse(PAYMENT_MESSAGES.orderExpired)
    }
    const walletId = await mainWalletId(tx, claimed.memberId)
    if (walletId === null) throw new Error(`member ${claimed.memberId} has no main wallet`)
    // Live events leave once the transaction commits, in this order: the order paid, then the balance.
    await publishToMember(deps.bus, tx, claimed.memberId, {
      type: 'payment',
      data: { order_id: claimed.id, status: 'paid', credited_amount: satangToBaht(claimed.amountSatang) },
    })
    // Subscribers (the promotion chosen at deposit time or the member's pending take, the balance's
    // live event...) run in the same transaction.
    const posted = await moveMoney(
      tx,
      deps,
      {
        kind: 'deposit',
        memberId: claimed.memberId,
        reference: depositReference(claimed.id),
        legs: [
          { walletId, amount: claimed.amountSatang },
          { house: EXTERNAL_HOUSE, amount: -claimed.amountSatang },
        ],
        at: now,
      },
      {
        type: 'deposit.credited',
        orderId: claimed.id,
        amountSatang: claimed.amountSatang,
        promotionId: claimed.promotionId,
      },
    )
    const [order] = await tx
      .update(paymentOrders)
      .set({ transactionId: posted.transactionId })
      .where(eq(paymentOrders.id, claimed.id))
      .returning()
    return ok(toOrder(order, now))
  })
}
