import type {
  CashbackClaimBody,
  CashbackClaimReply,
  CashbackHistoryQuery,
  CashbackHistoryReply,
  CashbackProgramsReply,
  WinLossQuery,
  WinLossReply,
} from '../cashback'
import { memberGet, moneyPost, operatorPost, publicGet } from '../endpoint'
import type {
  OperatorAffiliateProgramBody,
  OperatorAffiliateProgramReply,
  OperatorReturnProgramBody,
  OperatorReturnProgramReply,
  OperatorReturnsRunBody,
  OperatorReturnsRunReply,
} from '../returns-operator'
import { OWNER_ONLY } from '../staff-roles'

// Cashback and win/loss return (spec section 7 "Cashback"; area 'other': no handling, section 8).
export const cashbackLossHistory = memberGet<CashbackHistoryReply, CashbackHistoryQuery>(
  'cashback/loss/history',
  'other',
)
export const cashbackLossClaim = moneyPost<CashbackClaimReply, CashbackClaimBody>(
  'cashback/loss/claim',
  'other',
)
export const cashbackTurnoverHistory = memberGet<CashbackHistoryReply, CashbackHistoryQuery>(
  'cashback/turnover/history',
  'other',
)
export const cashbackPrograms = publicGet<CashbackProgramsReply>('cashback/programs', 'other')
export const cashbackWinLoss = memberGet<WinLossReply, WinLossQuery>('cashback/winloss', 'other')

export const operatorReturnsRun = operatorPost<OperatorReturnsRunReply, OperatorReturnsRunBody>(
  'operator/returns/run',
  OWNER_ONLY,
)
export const operatorReturnProgram = operatorPost<OperatorReturnProgramReply, OperatorReturnProgramBody>(
  'operator/cashback/program',
  ['marketing'],
)
export const operatorAffiliateProgram = operatorPost<
  OperatorAffiliateProgramReply,
  OperatorAffiliateProgramBody
>('operator/affiliate/program', ['marketing'])
