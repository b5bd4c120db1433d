import { memberGet, memberPost, operatorGet, operatorPost, publicGet } from '../endpoint'
import type {
  OperatorPollCloseBody,
  OperatorPollReply,
  OperatorPollSaveBody,
  OperatorPollsReply,
} from '../extras-operator'
import type {
  OperatorPollAnswerBody,
  OperatorPollAnswerReply,
  PollConfigReply,
  PollQuery,
  PollQuotaCheckReply,
  PollQuotaReply,
  PollStatsReply,
  PollSubmitBody,
  PollSubmitReply,
  PollWinnersReply,
} from '../poll'

// Polls (spec section 7; every call carries agent_id 3; section 8: caught and logged).
export const pollConfig = publicGet<PollConfigReply, PollQuery>('poll/config', 'poll')
export const pollSubmit = memberPost<PollSubmitReply, PollSubmitBody>('poll/submit', 'poll')
export const pollQuotaGet = memberGet<PollQuotaReply, PollQuery>('poll/quota/get', 'poll')
export const pollQuotaCheck = memberGet<PollQuotaCheckReply, PollQuery>('poll/quota/check', 'poll')
export const pollStats = publicGet<PollStatsReply, PollQuery>('poll/stats', 'poll')
export const pollWinners = publicGet<PollWinnersReply, PollQuery>('poll/winners', 'poll')
export const operatorPollAnswer = operatorPost<OperatorPollAnswerReply, OperatorPollAnswerBody>(
  'operator/poll/answer',
  ['marketing'],
)
// The marketing desk: every poll, a new one or changes, closing voting early.
export const operatorPolls = operatorGet<OperatorPollsReply>('operator/poll/list', ['marketing', 'read_only'])
export const operatorPollSave = operatorPost<OperatorPollReply, OperatorPollSaveBody>('operator/poll/save', [
  'marketing',
])
export const operatorPollClose = operatorPost<OperatorPollReply, OperatorPollCloseBody>(
  'operator/poll/close',
  ['marketing'],
)
