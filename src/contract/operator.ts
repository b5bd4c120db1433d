import { type Static, Type } from 'typebox'
import { Phone } from './auth'
import { Reply, RowId, Timestamp } from './envelope'
import { PaymentOrder } from './payment'
import { Withdrawal } from './withdraw'

/**
 * The operator API (`/api/operator/...`): the payment provider's callback and the back office. Every
 * call needs `Authorization: Bearer <OPERATOR_TOKEN>` or a back-office staff session whose role the
 * call grants (401 / 403 otherwise); without OPERATOR_TOKEN only staff sessions are accepted. Every
 * write is written to the operator audit.
 */

// POST /api/operator/payment/confirm — marks a pending order paid and credits the main wallet exactly
// once; repeating it answers the paid order again; an expired order is refused and never credited.
export const OperatorConfirmBody = Type.Object({ order_id: RowId }, { additionalProperties: false })
export type OperatorConfirmBody = Static<typeof OperatorConfirmBody>
export const OperatorConfirmReply = Reply(PaymentOrder)
export type OperatorConfirmReply = Static<typeof OperatorConfirmReply>

// GET /api/operator/payment/pending — open QR orders, newest first (what an operator can confirm).
export const PendingOrder = Type.Object({ ...PaymentOrder.properties, member_id: Type.Integer() })
export type PendingOrder = Static<typeof PendingOrder>
export const OperatorPendingReply = Reply(Type.Array(PendingOrder))
export type OperatorPendingReply = Static<typeof OperatorPendingReply>

// POST /api/operator/payment/confirm_newest — confirms the newest open order (the demo's one-line curl).
export const OperatorConfirmNewestBody = Type.Object({}, { additionalProperties: false })

// POST /api/operator/withdraw/approve and /api/operator/withdraw/reject — a waiting withdrawal becomes
// success, or failed with the amount credited back exactly once. Repeating the same decision answers
// the withdrawal again; the opposite decision on a decided withdrawal is refused.
export const OperatorWithdrawBody = Type.Object({ withdraw_id: RowId }, { additionalProperties: false })
export type OperatorWithdrawBody = Static<typeof OperatorWithdrawBody>
export const OperatorWithdrawReply = Reply(Withdrawal)
export type OperatorWithdrawReply = Static<typeof OperatorWithdrawReply>

// GET /api/operator/outbox?phone= — messages the demo code sender "sent", newest first (at most 20).
export const OperatorOutboxQuery = Type.Object(
  { phone: Type.Optional(Phone) },
  { additionalProperties: false },
)
export type OperatorOutboxQuery = Static<typeof OperatorOutboxQuery>
export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  body: Type.String(),
  created_at: Timestamp,
})
export type OutboxMessage = Static<typeof OutboxMessage>
export const OperatorOutboxReply = Reply(Type.Array(OutboxMessage))
export type OperatorOutboxReply = Static<typeof OperatorOutboxReply>
