import {
  CashbackClaimBody,
  CashbackClaimReply,
  CashbackHistoryQuery,
  CashbackHistoryReply,
  CashbackProgramsReply,
  WinLossQuery,
  WinLossReply,
} from '../cashback'
import type { EndpointSchema } from '../endpoint-schema'
import {
  OperatorAffiliateProgramBody,
  OperatorAffiliateProgramReply,
  OperatorReturnProgramBody,
  OperatorReturnProgramReply,
  OperatorReturnsRunBody,
  OperatorReturnsRunReply,
} from '../returns-operator'

export const cashbackSchemas = {
  cashbackLossHistory: {
    tags: ['cashback'],
    summary: 'Daily cashback offers (net loss of each Bangkok day), newest first, game by game',
    query: CashbackHistoryQuery,
    reply: CashbackHistoryReply,
  },
  cashbackLossClaim: {
    tags: ['cashback'],
    summary: 'Claim one offer (id) or every open offer of a programme (kind): credited once',
    body: CashbackClaimBody,
    reply: CashbackClaimReply,
  },
  cashbackTurnoverHistory: {
    tags: ['cashback'],
    summary: 'Turnover return offers (when the operator runs the programme), newest first',
    query: CashbackHistoryQuery,
    reply: CashbackHistoryReply,
  },
  cashbackPrograms: {
    tags: ['cashback'],
    summary: 'The return programmes the operator runs (rates, minimum, cap, claim window)',
    reply: CashbackProgramsReply,
  },
  cashbackWinLoss: {
    tags: ['cashback'],
    summary: "The member's win/loss of a Bangkok day or week, per category and day",
    query: WinLossQuery,
    reply: WinLossReply,
  },
  operatorReturnsRun: {
    tags: ['operator'],
    summary:
      'Compute a closed day of cashback, weekly return, turnover return or commission again (only what is missing)',
    body: OperatorReturnsRunBody,
    reply: OperatorReturnsRunReply,
  },
  operatorReturnProgram: {
    tags: ['operator'],
    summary: 'Set a return programme (daily loss, weekly loss, turnover)',
    body: OperatorReturnProgramBody,
    reply: OperatorReturnProgramReply,
  },
  operatorAffiliateProgram: {
    tags: ['operator'],
    summary: 'Set the referral programme (base, rate per level, minimum redeem)',
    body: OperatorAffiliateProgramBody,
    reply: OperatorAffiliateProgramReply,
  },
} as const satisfies Record<string, EndpointSchema>
