import { memberGet, moneyPost, publicGet } from '../endpoint'
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
