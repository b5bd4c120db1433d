import { operatorGet, operatorMoneyPost, operatorPost } from '../endpoint'
import type {
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

// The back office's members desk: cashiers and read-only staff read; cashiers (and owners) act.
// The member's header is operatorMemberContext (staff.ts).
const READERS = ['cashier', 'read_only'] as const
export const operatorMemberSearch = operatorGet<MemberSearchReply, MemberSearchQuery>(
  'operator/member/search',
  READERS,
)
export const operatorMemberStatement = operatorGet<MemberStatementReply, MemberPageQuery>(
  'operator/member/statement',
  READERS,
)
export const operatorMemberBills = operatorGet<MemberBillsReply, MemberPageQuery>(
  'operator/member/bills',
  READERS,
)
export const operatorMemberPromotions = operatorGet<MemberPromotionsReply, MemberIdQuery>(
  'operator/member/promotions',
  READERS,
)
export const operatorMemberLogins = operatorGet<MemberLoginsReply, MemberIdQuery>(
  'operator/member/logins',
  READERS,
)
export const operatorMemberLock = operatorPost<MemberLockReply, MemberLockBody>('operator/member/lock', [
  'cashier',
])
export const operatorMemberResetCode = operatorPost<MemberResetCodeReply, MemberIdQuery>(
  'operator/member/reset_code',
  ['cashier'],
)
export const operatorMemberAdjust = operatorMoneyPost<MemberAdjustReply, MemberAdjustBody>(
  'operator/member/adjust',
  ['cashier'],
)
