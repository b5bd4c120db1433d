import type { EndpointSchema } from '../endpoint-schema'
import {
  MemberAdjustBody,
  MemberAdjustReply,
  MemberBillsReply,
  MemberIdQuery,
  MemberLockBody,
  MemberLockReply,
  MemberLoginsReply,
  MemberPageQuery,
  MemberPromotionsReply,
  MemberResetCodeReply,
  MemberSearchQuery,
  MemberSearchReply,
  MemberStatementReply,
} from '../member-desk'

export const memberDeskSchemas = {
  operatorMemberSearch: {
    tags: ['operator'],
    summary: 'Members by phone, name, bank account or LINE (newest first, 20 a page)',
    query: MemberSearchQuery,
    reply: MemberSearchReply,
  },
  operatorMemberStatement: {
    tags: ['operator'],
    summary: "A member's statement (ledger lines), newest first",
    query: MemberPageQuery,
    reply: MemberStatementReply,
  },
  operatorMemberBills: {
    tags: ['operator'],
    summary: "A member's lottery bills, newest first",
    query: MemberPageQuery,
    reply: MemberBillsReply,
  },
  operatorMemberPromotions: {
    tags: ['operator'],
    summary: 'Every promotion and coupon credit a member took, with its turnover',
    query: MemberIdQuery,
    reply: MemberPromotionsReply,
  },
  operatorMemberLogins: {
    tags: ['operator'],
    summary: "A member's last 20 logins (sessions)",
    query: MemberIdQuery,
    reply: MemberLoginsReply,
  },
  operatorMemberLock: {
    tags: ['operator'],
    summary: 'Locks a member (sessions end, logins refused) or unlocks them, with a reason',
    body: MemberLockBody,
    reply: MemberLockReply,
  },
  operatorMemberResetCode: {
    tags: ['operator'],
    summary: "Sends a password-reset code to the member's phone",
    body: MemberIdQuery,
    reply: MemberResetCodeReply,
  },
  operatorMemberAdjust: {
    tags: ['operator'],
    summary: "Credits or debits a member's wallet by hand (within the staff member's limit; Idempotency-Key)",
    body: MemberAdjustBody,
    reply: MemberAdjustReply,
  },
} as const satisfies Record<string, EndpointSchema>
