import type {
  AgentBanksReply,
  AgentBody,
  AgentCodeQuery,
  AgentConfigReply,
  AgentTrueMoneyReply,
  AgentValidateQuery,
  AgentValidateReply,
  BannersReply,
  EventsReply,
  NotificationsReply,
} from './agent'
import type {
  ChangePasswordBody,
  CheckAccountBody,
  CheckAccountReply,
  LoginBody,
  LoginReply,
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordReply,
  ResetPasswordV2Body,
  UpdateSubBankBody,
  UpdateSubBankReply,
  UserInfoReply,
} from './auth'
import type { CouponHistoryReply, RedeemCouponBody, RedeemCouponReply } from './coupon'
import { memberGet, memberPost, moneyPost, publicGet, publicPost } from './endpoint'
import type { Plain } from './envelope'
import type {
  GenerateQrBody,
  InquiryStatusQuery,
  InquiryStatusReply,
  PaymentChannelsReply,
  PaymentInfoQuery,
  PaymentInfoReply,
  PaymentOrderReply,
  QrcodeInfoReply,
} from './payment'
import type {
  CancelPromotionBody,
  CancelPromotionReply,
  MemberPromotionsReply,
  PromotionListReply,
  TakePromotionBody,
  TakePromotionReply,
} from './promotion'
import type {
  SandboxConfirmBody,
  SandboxConfirmReply,
  SandboxWithdrawBody,
  SandboxWithdrawReply,
} from './sandbox'
import type { StatementQuery, StatementReply } from './statement'
import type { WalletsReply } from './wallet'
import type {
  WithdrawBody,
  WithdrawConfigReply,
  WithdrawListQuery,
  WithdrawListReply,
  WithdrawReply,
} from './withdraw'

/**
 * Every /api call, defined once: the site calls `call(endpoints.x, ...)`, the server registers
 * `registerEndpoint(app, 'x', ...)`, the hostile-input tests sweep this list. This file exports
 * endpoint definitions and nothing else (tests and the server iterate over it).
 */

// Accounts (spec section 7).
export const checkAccount = publicPost<CheckAccountReply, CheckAccountBody>('check_account', 'account')
export const register = publicPost<LoginReply, RegisterBody>('register', 'account')
export const login = publicPost<LoginReply, LoginBody>('login', 'account')
/** Area 'other': an expired session on logout needs no "session expired" toast. */
export const logout = memberPost<Plain>('logout', 'other')
export const userInfo = memberGet<UserInfoReply>('get_user_info', 'account')
export const changePassword = memberPost<Plain, ChangePasswordBody>('member/change_password', 'account')
export const resetPassword = publicPost<ResetPasswordReply, ResetPasswordBody>('reset_password', 'account')
export const resetPasswordV2 = publicPost<Plain, ResetPasswordV2Body>('reset_password_v2', 'account')
export const updateSubBankAccount = memberPost<UpdateSubBankReply, UpdateSubBankBody>(
  'member/update_sub_bank_account',
  'account',
)

// Agent content.
export const agentConfig = publicPost<AgentConfigReply, AgentBody>('agent/config', 'agent')
export const agentBanks = publicPost<AgentBanksReply, AgentBody>('agent/bank_accounts', 'agent')
export const agentTrueMoney = publicPost<AgentTrueMoneyReply, AgentBody>('agent/true_money_accounts', 'agent')
export const agentValidate = publicGet<AgentValidateReply, AgentValidateQuery>('agent/validate', 'agent')
export const notifications = publicGet<NotificationsReply>('notifications', 'agent')
export const banners = publicGet<BannersReply, AgentCodeQuery>('banner', 'agent')
export const events = publicGet<EventsReply, AgentCodeQuery>('event/list', 'agent')

// Wallets, deposits, withdrawals, statement.
export const memberWallets = memberPost<WalletsReply>('member/wallets', 'account')
export const paymentChannels = memberGet<PaymentChannelsReply>('member/payment/channels', 'payment')
export const paymentInfo = memberGet<PaymentInfoReply, PaymentInfoQuery>('member/payment/info', 'payment')
export const generateQr = moneyPost<PaymentOrderReply, GenerateQrBody>(
  'member/payment/generate_qr',
  'payment',
)
export const qrcodeInfo = memberGet<QrcodeInfoReply>('member/payment/qrcode_info', 'payment')
export const inquiryStatus = memberGet<InquiryStatusReply, InquiryStatusQuery>(
  'member/payment/inquiry_status',
  'payment',
)
export const withdraw = moneyPost<WithdrawReply, WithdrawBody>('member/withdraw', 'account')
export const withdrawList = memberGet<WithdrawListReply, WithdrawListQuery>('member/withdraw/list', 'account')
export const withdrawConfig = memberGet<WithdrawConfigReply>('member/withdraw/config', 'account')
export const statement = memberGet<StatementReply, StatementQuery>('member/statement', 'account')

// Promotions and coupons.
/** Public; with a bearer token each item also says whether this member can take it. */
export const promotionList = publicGet<PromotionListReply>('promotion/list', 'other')
export const memberPromotions = memberGet<MemberPromotionsReply>('member/promotions', 'account')
export const takePromotion = moneyPost<TakePromotionReply, TakePromotionBody>(
  'member/promotion/take',
  'account',
)
export const cancelPromotion = memberPost<CancelPromotionReply, CancelPromotionBody>(
  'member/promotion/cancel',
  'account',
)
export const redeemCoupon = moneyPost<RedeemCouponReply, RedeemCouponBody>('member/coupon/redeem', 'account')
export const couponHistory = memberGet<CouponHistoryReply>('member/coupon/history', 'account')

// Operator-side switches (registered only with SANDBOX on; the site never calls them).
export const sandboxConfirmPayment = publicPost<SandboxConfirmReply, SandboxConfirmBody>(
  'sandbox/payment/confirm',
  'other',
)
export const sandboxApproveWithdraw = publicPost<SandboxWithdrawReply, SandboxWithdrawBody>(
  'sandbox/withdraw/approve',
  'other',
)
export const sandboxRejectWithdraw = publicPost<SandboxWithdrawReply, SandboxWithdrawBody>(
  'sandbox/withdraw/reject',
  'other',
)
