import { type Static, Type } from 'typebox'
import { Reply, RowId } from './envelope'
import { PaymentOrder } from './payment'
import { Withdrawal } from './withdraw'

/**
 * Operator-side test switches, registered only when the server runs with SANDBOX on (the demo
 * `npm start` and the e2e server). No member token: they stand in for the payment provider and the
 * back office.
 */

// POST /api/sandbox/payment/confirm — marks a pending order paid and credits the main wallet exactly
// once; repeating it answers the paid order again; an expired order is refused and never credited.
export const SandboxConfirmBody = Type.Object({ order_id: RowId }, { additionalProperties: false })
export type SandboxConfirmBody = Static<typeof SandboxConfirmBody>
export const SandboxConfirmReply = Reply(PaymentOrder)
export type SandboxConfirmReply = Static<typeof SandboxConfirmReply>

// POST /api/sandbox/withdraw/approve and /api/sandbox/withdraw/reject — a waiting withdrawal becomes
// success, or failed with the amount credited back exactly once. Repeating the same decision answers
// the withdrawal again; the opposite decision on a decided withdrawal is refused.
export const SandboxWithdrawBody = Type.Object({ withdraw_id: RowId }, { additionalProperties: false })
export type SandboxWithdrawBody = Static<typeof SandboxWithdrawBody>
export const SandboxWithdrawReply = Reply(Withdrawal)
export type SandboxWithdrawReply = Static<typeof SandboxWithdrawReply>
