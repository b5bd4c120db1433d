import { memberGet, memberPost } from '../endpoint'
import type {
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
