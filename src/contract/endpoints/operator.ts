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

// The operator API (auth 'operator': the OPERATOR_TOKEN bearer; without it the server has none).
export const operatorConfirmPayment = operatorPost<OperatorConfirmReply, OperatorConfirmBody>(
  'operator/payment/confirm',
)
export const operatorConfirmNewestPayment = operatorPost<OperatorConfirmReply>(
  'operator/payment/confirm_newest',
)
export const operatorPendingPayments = operatorGet<OperatorPendingReply>('operator/payment/pending')
export const operatorApproveWithdraw = operatorPost<OperatorWithdrawReply, OperatorWithdrawBody>(
  'operator/withdraw/approve',
)
export const operatorRejectWithdraw = operatorPost<OperatorWithdrawReply, OperatorWithdrawBody>(
  'operator/withdraw/reject',
)
export const operatorOutbox = operatorGet<OperatorOutboxReply, OperatorOutboxQuery>('operator/outbox')
