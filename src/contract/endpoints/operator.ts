import { operatorGet, operatorPost } from '../endpoint'
import type {
  OperatorConfirmBody,
  OperatorConfirmReply,
  OperatorOutboxQuery,
  OperatorOutboxReply,
  OperatorPendingReply,
  OperatorWithdrawBody,
  OperatorWithdrawReply,
} from '../operator'
import { OWNER_ONLY } from '../staff-roles'

// The operator API (auth 'operator': the OPERATOR_TOKEN bearer or a staff session of a role named here).
export const operatorConfirmPayment = operatorPost<OperatorConfirmReply, OperatorConfirmBody>(
  'operator/payment/confirm',
  ['cashier'],
)
export const operatorConfirmNewestPayment = operatorPost<OperatorConfirmReply>(
  'operator/payment/confirm_newest',
  ['cashier'],
)
export const operatorPendingPayments = operatorGet<OperatorPendingReply>('operator/payment/pending', [
  'cashier',
  'read_only',
])
export const operatorApproveWithdraw = operatorPost<OperatorWithdrawReply, OperatorWithdrawBody>(
  'operator/withdraw/approve',
  ['cashier'],
)
export const operatorRejectWithdraw = operatorPost<OperatorWithdrawReply, OperatorWithdrawBody>(
  'operator/withdraw/reject',
  ['cashier'],
)
export const operatorOutbox = operatorGet<OperatorOutboxReply, OperatorOutboxQuery>(
  'operator/outbox',
  OWNER_ONLY,
)
