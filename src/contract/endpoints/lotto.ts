import {
  memberGet,
  memberPost,
  moneyPost,
  operatorGet,
  operatorPost,
  publicGet,
  sharedGet,
} from '../endpoint'
import type {
  BillBody,
  BillCancelBody,
  BillCheckReply,
  BillDetailQuery,
  BillDetailReply,
  BillListQuery,
  BillListReply,
  LottoAgentQuery,
  LottoBillReply,
  LottoLimitReply,
  LottoLobbyReply,
  LottoRateReply,
  LottoRatesQuery,
  LottoRatesReply,
  LottoResultReply,
  LottoResultsQuery,
  LottoResultsReply,
  LottoRoundQuery,
  LottoRoundReply,
  LottoRoundsQuery,
  LottoRoundsReply,
  LottoRuleReply,
} from '../lotto'
import type {
  OperatorExposureQuery,
  OperatorExposureReply,
  OperatorLimitedBody,
  OperatorLimitedDeleteBody,
  OperatorLimitedQuery,
  OperatorLimitedReply,
  OperatorRateBody,
  OperatorRateReply,
  OperatorRatesQuery,
  OperatorRatesReply,
  OperatorResultBody,
  OperatorResultPreviewQuery,
  OperatorResultPreviewReply,
  OperatorResultReply,
  OperatorRoundBody,
  OperatorRoundReply,
  OperatorRoundsQuery,
  OperatorRoundsReply,
  OperatorRoundTimesBody,
  OperatorSettleReply,
  OperatorVoidBody,
} from '../lotto-operator'
import type {
  YeekeeBonusSetting,
  YeekeeBonusSettingReply,
  YeekeeListQuery,
  YeekeeListReply,
  YeekeeListsQuery,
  YeekeeListsReply,
  YeekeeShootBody,
  YeekeeShootReply,
  YeekeeShotsQuery,
  YeekeeShotsReply,
} from '../yeekee'

// The lottery (spec section 7). Rounds, rates and results are public; bills are the member's.
export const lottoLobby = sharedGet<LottoLobbyReply, LottoAgentQuery>('lotto/lobby', 'lotto')
export const lottoRounds = publicGet<LottoRoundsReply, LottoRoundsQuery>('lotto/rounds', 'lotto')
export const lottoRound = sharedGet<LottoRoundReply, LottoRoundQuery>('lotto/round', 'lotto')
export const lottoResult = publicGet<LottoResultReply, LottoRoundQuery>('lotto/result', 'lotto')
export const lottoResults = sharedGet<LottoResultsReply, LottoResultsQuery>('lotto/results', 'lotto')
export const lottoRule = publicGet<LottoRuleReply, LottoRoundQuery>('lotto/rule', 'lotto')
export const lottoRate = publicGet<LottoRateReply, LottoRoundQuery>('lotto/rate', 'lotto')
export const lottoLimit = publicGet<LottoLimitReply, LottoRoundQuery>('lotto/limit', 'lotto')
export const lottoRates = publicGet<LottoRatesReply, LottoRatesQuery>('lotto/rates', 'lotto')
export const lottoBillValidate = memberPost<BillCheckReply, BillBody>('lotto/bill/validate', 'lotto')
export const lottoBillCreate = moneyPost<LottoBillReply, BillBody>('lotto/bill/create', 'lotto')
export const lottoBillCancel = moneyPost<LottoBillReply, BillCancelBody>('lotto/bill/cancel', 'lotto')
export const lottoBillList = memberGet<BillListReply, BillListQuery>('lotto/bill/list', 'lotto')
export const lottoBillDetail = memberGet<BillDetailReply, BillDetailQuery>('lotto/bill/detail', 'lotto')

// The lottery's operator calls (OPERATOR_TOKEN; audited).
export const operatorLottoRounds = operatorGet<OperatorRoundsReply, OperatorRoundsQuery>(
  'operator/lotto/rounds',
  ['lottery', 'read_only'],
)
export const operatorLottoResult = operatorPost<OperatorResultReply, OperatorResultBody>(
  'operator/lotto/result',
  ['lottery'],
)
export const operatorLottoResultPreview = operatorGet<OperatorResultPreviewReply, OperatorResultPreviewQuery>(
  'operator/lotto/result/preview',
  ['lottery', 'read_only'],
)
export const operatorLottoExposure = operatorGet<OperatorExposureReply, OperatorExposureQuery>(
  'operator/lotto/exposure',
  ['lottery', 'read_only'],
)
export const operatorLottoSettle = operatorPost<OperatorSettleReply, OperatorRoundBody>(
  'operator/lotto/settle',
  ['lottery'],
)
export const operatorLottoVoid = operatorPost<OperatorRoundReply, OperatorVoidBody>('operator/lotto/void', [
  'lottery',
])
export const operatorLottoRoundTimes = operatorPost<OperatorRoundReply, OperatorRoundTimesBody>(
  'operator/lotto/round/times',
  ['lottery'],
)
export const operatorLottoRates = operatorGet<OperatorRatesReply, OperatorRatesQuery>(
  'operator/lotto/rates',
  ['lottery', 'read_only'],
)
export const operatorLottoRate = operatorPost<OperatorRateReply, OperatorRateBody>('operator/lotto/rate', [
  'lottery',
])
export const operatorLottoLimited = operatorGet<OperatorLimitedReply, OperatorLimitedQuery>(
  'operator/lotto/limited',
  ['lottery', 'read_only'],
)
export const operatorLottoSetLimited = operatorPost<OperatorLimitedReply, OperatorLimitedBody>(
  'operator/lotto/limited/set',
  ['lottery'],
)
export const operatorLottoDeleteLimited = operatorPost<OperatorLimitedReply, OperatorLimitedDeleteBody>(
  'operator/lotto/limited/delete',
  ['lottery'],
)

// Yeekee: rounds, the shots board (public; `mine` marks the caller's shots when a token is sent), every
// shot page by page (the audit), shooting.
export const yeekeeList = publicGet<YeekeeListReply, YeekeeListQuery>('lotto/yeekee/list', 'lotto')
export const yeekeeLists = publicGet<YeekeeListsReply, YeekeeListsQuery>('lotto/yeekee/lists', 'lotto')
export const yeekeeShots = publicGet<YeekeeShotsReply, YeekeeShotsQuery>('lotto/yeekee/shots', 'lotto')
export const yeekeeShoot = memberPost<YeekeeShootReply, YeekeeShootBody>('lotto/yeekee/shoot_number', 'lotto')
export const operatorYeekeeBonus = operatorGet<YeekeeBonusSettingReply>('operator/lotto/yeekee/bonus', [
  'lottery',
  'read_only',
])
export const operatorYeekeeSetBonus = operatorPost<YeekeeBonusSettingReply, YeekeeBonusSetting>(
  'operator/lotto/yeekee/bonus/set',
  ['lottery'],
)
