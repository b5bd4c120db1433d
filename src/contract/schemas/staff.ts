import type { EndpointSchema } from '../endpoint-schema'
import { Plain } from '../envelope'
import { OperatorConfirmBody, OperatorConfirmReply } from '../operator'
import {
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

export const staffSchemas = {
  staffLogin: {
    tags: ['backoffice'],
    summary: 'Back-office login: password, then the authenticator code (or its first set-up)',
    body: StaffLoginBody,
    reply: StaffLoginReply,
  },
  operatorStaffMe: { tags: ['operator'], summary: 'The staff member of this session', reply: StaffReply },
  operatorStaffLogout: { tags: ['operator'], summary: 'Ends this staff session', reply: StaffLogoutReply },
  operatorStaffList: { tags: ['operator'], summary: 'Every staff member (owner)', reply: StaffListReply },
  operatorStaffCreate: {
    tags: ['operator'],
    summary: 'Adds a staff member with a role (owner)',
    body: StaffCreateBody,
    reply: StaffReply,
  },
  operatorStaffUpdate: {
    tags: ['operator'],
    summary: "Changes a staff member's role, turns them off, or resets their two-factor (owner)",
    body: StaffUpdateBody,
    reply: StaffReply,
  },
  operatorPendingWithdrawals: {
    tags: ['operator'],
    summary: 'Waiting withdrawals, newest first',
    reply: OperatorPendingWithdrawalsReply,
  },
  operatorRejectPayment: {
    tags: ['operator'],
    summary: 'Refuses an open QR order whose money never came (it can no longer be paid)',
    body: OperatorConfirmBody,
    reply: OperatorConfirmReply,
  },
  operatorMemberContext: {
    tags: ['operator'],
    summary: "A member's balances, running bonuses, recent deposits and withdrawals, bank account",
    query: MemberContextQuery,
    reply: MemberContextReply,
  },
  operatorDeskLive: {
    tags: ['operator'],
    summary: "The money desk's live queue (text/event-stream: ready, queue)",
    reply: Plain,
    stream: 'text/event-stream of ready and queue frames (see src/contract/staff.ts)',
  },
  operatorAudit: {
    tags: ['operator'],
    summary: 'The operator audit, newest first, filtered by staff, action, member and time',
    query: OperatorAuditQuery,
    reply: OperatorAuditReply,
  },
  operatorAuditChoices: {
    tags: ['operator'],
    summary: "The audit's staff members (and tokens) and actions, for its filters",
    reply: OperatorAuditChoicesReply,
  },
} as const satisfies Record<string, EndpointSchema>
