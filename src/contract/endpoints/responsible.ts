import { memberGet, memberPost, operatorGet, operatorPost } from '../endpoint'
import type {
  OperatorResponsibleBlockBody,
  OperatorResponsibleQuery,
  OperatorResponsibleReply,
  PlayHistoryReply,
  RealityCheckBody,
  ResponsibleBlockBody,
  ResponsibleLimitBody,
  ResponsibleStatusReply,
} from '../responsible'

// Responsible play: the member's own limits, reality check, time-out / self-exclusion and history.
export const responsibleStatus = memberGet<ResponsibleStatusReply>('member/responsible', 'account')
export const responsibleLimit = memberPost<ResponsibleStatusReply, ResponsibleLimitBody>(
  'member/responsible/limit',
  'account',
)
export const responsibleRealityCheck = memberPost<ResponsibleStatusReply, RealityCheckBody>(
  'member/responsible/reality_check',
  'account',
)
export const responsibleBlock = memberPost<ResponsibleStatusReply, ResponsibleBlockBody>(
  'member/responsible/block',
  'account',
)
export const playHistory = memberGet<PlayHistoryReply>('member/responsible/history', 'account')

// The operator's view: a member's limits, time-out and exclusion (read only), and recording a member's
// own request for a time-out or exclusion (it may lengthen one, never shorten or lift it; audited).
export const operatorResponsible = operatorGet<OperatorResponsibleReply, OperatorResponsibleQuery>(
  'operator/member/responsible',
  ['cashier', 'read_only'],
)
export const operatorResponsibleBlock = operatorPost<OperatorResponsibleReply, OperatorResponsibleBlockBody>(
  'operator/member/responsible/block',
  ['cashier'],
)
