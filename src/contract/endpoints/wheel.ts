import { memberGet, moneyPost, operatorGet, operatorPost, publicGet } from '../endpoint'
import type {
  OperatorWheelPrizeBody,
  OperatorWheelPrizeReply,
  OperatorWheelPrizesReply,
} from '../extras-operator'
import type {
  WheelBoardReply,
  WheelConfigReply,
  WheelHistoryReply,
  WheelRewardBody,
  WheelRewardReply,
  WheelSettingReply,
  WheelSpinBody,
  WheelSpinReply,
} from '../wheel'

// The prize wheel (spec sections 4 and 7; section 8: no handling).
export const wheelConfig = publicGet<WheelConfigReply>('wheel/config', 'other')
export const wheelConfigV2 = memberGet<WheelSettingReply>('wheel/config_v2', 'other')
export const wheelSpin = moneyPost<WheelSpinReply, WheelSpinBody>('wheel/spin', 'other')
export const wheelSpinV2 = moneyPost<WheelSpinReply, WheelSpinBody>('wheel/spin_v2', 'other')
export const wheelReward = moneyPost<WheelRewardReply, WheelRewardBody>('wheel/reward', 'other')
export const wheelBoard = publicGet<WheelBoardReply>('wheel/board', 'other')
export const wheelHistory = memberGet<WheelHistoryReply>('wheel/history', 'other')

// The marketing desk: every prize with its chance; a new prize or changes (answers the whole wheel).
export const operatorWheelPrizes = operatorGet<OperatorWheelPrizesReply>('operator/wheel/prizes', [
  'marketing',
  'read_only',
])
export const operatorWheelPrize = operatorPost<OperatorWheelPrizeReply, OperatorWheelPrizeBody>(
  'operator/wheel/prize',
  ['marketing'],
)
