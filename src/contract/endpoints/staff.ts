import { operatorGet, operatorPost, publicPost } from '../endpoint'
import type { OperatorConfirmBody, OperatorConfirmReply } from '../operator'
import type {
  MemberContextQuery,
  MemberContextReply,
  OperatorAuditChoicesReply,
  OperatorAuditQuery,
  OperatorAuditReply,
  OperatorPendingWithdrawalsReply,
  StaffCreateBody,
  StaffListReply,
  StaffLoginBody,
  StaffLoginReply,
  StaffLogoutReply,
  StaffReply,
  StaffUpdateBody,
} from '../staff'
import { EVERY_ROLE, OWNER_ONLY } from '../staff-roles'

// The back office (backoffice/, served at /backoffice): its login is public and rate limited; every
// other call is an operator call made with the staff session, for the roles named here (and the owner).
export const staffLogin = publicPost<StaffLoginReply, StaffLoginBody>('backoffice/login', 'account')
export const operatorStaffMe = operatorGet<StaffReply>('operator/staff/me', EVERY_ROLE)
export const operatorStaffLogout = operatorPost<StaffLogoutReply>('operator/staff/logout', EVERY_ROLE)
export const operatorStaffList = operatorGet<StaffListReply>('operator/staff/list', OWNER_ONLY)
export const operatorStaffCreate = operatorPost<StaffReply, StaffCreateBody>(
  'operator/staff/create',
  OWNER_ONLY,
)
export const operatorStaffUpdate = operatorPost<StaffReply, StaffUpdateBody>(
  'operator/staff/update',
  OWNER_ONLY,
)

// The money desk (cashier): the queues, the member beside each item, refusing a deposit that never came.
export const operatorPendingWithdrawals = operatorGet<OperatorPendingWithdrawalsReply>(
  'operator/withdraw/pending',
  ['cashier', 'read_only'],
)
export const operatorRejectPayment = operatorPost<OperatorConfirmReply, OperatorConfirmBody>(
  'operator/payment/reject',
  ['cashier'],
)
export const operatorMemberContext = operatorGet<MemberContextReply, MemberContextQuery>(
  'operator/member/context',
  ['cashier', 'read_only'],
)
export const operatorDeskLive = operatorGet<StaffLogoutReply>('operator/live', ['cashier', 'read_only'])

// The audit trail (owner and read-only staff).
export const operatorAudit = operatorGet<OperatorAuditReply, OperatorAuditQuery>('operator/audit', [
  'read_only',
])
export const operatorAuditChoices = operatorGet<OperatorAuditChoicesReply>('operator/audit/choices', [
  'read_only',
])
