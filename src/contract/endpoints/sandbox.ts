import { publicPost } from '../endpoint'
import type {
  SandboxConfirmBody,
  SandboxConfirmReply,
  SandboxWithdrawBody,
  SandboxWithdrawReply,
} from '../sandbox'

// Operator-side switches (registered only with SANDBOX on; the site never calls them).
export const sandboxConfirmPayment = publicPost<SandboxConfirmReply, SandboxConfirmBody>(
  'sandbox/payment/confirm',
  'other',
)
export const sandboxApproveWithdraw = publicPost<SandboxWithdrawReply, SandboxWithdrawBody>(
  'sandbox/withdraw/approve',
  'other',
)
export const sandboxRejectWithdraw = publicPost<SandboxWithdrawReply, SandboxWithdrawBody>(
  'sandbox/withdraw/reject',
  'other',
)
