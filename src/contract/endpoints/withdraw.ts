import { memberGet, moneyPost } from '../endpoint'
import type {
  WithdrawBody,
  WithdrawConfigReply,
  WithdrawListQuery,
  WithdrawListReply,
  WithdrawReply,
} from '../withdraw'

export const withdraw = moneyPost<WithdrawReply, WithdrawBody>('member/withdraw', 'account')
export const withdrawList = memberGet<WithdrawListReply, WithdrawListQuery>('member/withdraw/list', 'account')
export const withdrawConfig = memberGet<WithdrawConfigReply>('member/withdraw/config', 'account')
