import type { Static, TSchema } from 'typebox'
import {
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
import {
  ChangePasswordBody,
  CheckAccountBody,
  CheckAccountReply,
  LoginBody,
  LoginReply,
  LogoutReply,
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordReply,
  ResetPasswordV2Body,
  UpdateSubBankBody,
  UpdateSubBankReply,
  UserInfoReply,
} from './auth'
import { CouponHistoryReply, RedeemCouponBody, RedeemCouponReply } from './coupon'
import type { AnyDefinition, BodyOf, QueryOf, ReplyOf } from './endpoint'
import type { EndpointSchema } from './endpoint-schema'
import type * as endpoints from './endpoints'
import { type EmptyBody, Plain } from './envelope'
import {
  OperatorConfirmBody,
  OperatorConfirmReply,
  OperatorOutboxQuery,
  OperatorOutboxReply,
  OperatorPendingReply,
  OperatorWithdrawBody,
  OperatorWithdrawReply,
} from './operator'
import {
  CancelOrderBody,
  GenerateQrBody,
  InquiryStatusQuery,
  InquiryStatusReply,
  PaymentChannelsReply,
  PaymentInfoQuery,
  PaymentInfoReply,
  PaymentOrderReply,
  QrcodeInfoReply,
} from './payment'
import { PointsReply } from './points'
import {
  CancelPromotionBody,
  CancelPromotionReply,
  ForfeitBonusBody,
  ForfeitBonusReply,
  MemberPromotionsReply,
  PromotionListReply,
  TakePromotionBody,
  TakePromotionReply,
} from './promotion'
import { affiliateSchemas } from './schemas/affiliate'
import { cashbackSchemas } from './schemas/cashback'
import { extrasSchemas } from './schemas/extras'
import { gameSchemas } from './schemas/game'
import { lineSchemas } from './schemas/line'
import { lottoSchemas } from './schemas/lotto'
import { marketingSchemas } from './schemas/marketing'
import { memberDeskSchemas } from './schemas/member-desk'
import { notifySchemas } from './schemas/notify'
import { reportsSchemas } from './schemas/reports'
import { responsibleSchemas } from './schemas/responsible'
import { staffSchemas } from './schemas/staff'
import { StatementQuery, StatementReply } from './statement'
import { WalletsReply } from './wallet'
import {
  WithdrawBody,
  WithdrawConfigReply,
  WithdrawListQuery,
  WithdrawListReply,
  WithdrawReply,
} from './withdraw'

/**
 * The server half of each definition in `endpoints/`: TypeBox schemas (validation and OpenAPI),
 * OpenAPI tags and summary. Kept apart so the site never bundles TypeBox; `tsc` fails (see
 * `SchemaMismatch` below) when a schema's type disagrees with its definition's body, query or reply.
 * A POST without `body` takes `EmptyBody`; a call without `query` takes no query string.
 */

export type EndpointName = keyof typeof endpoints

export const endpointSchemas = {
  checkAccount: {
    tags: ['auth'],
    summary: 'Is a phone number or bank account still free?',
    body: CheckAccountBody,
    reply: CheckAccountReply,
  },
  register: {
    tags: ['auth'],
    summary: 'Register a member (and log in)',
    body: RegisterBody,
    reply: LoginReply,
  },
  login: {
    tags: ['auth'],
    summary: 'Log in with phone (username) and password',
    body: LoginBody,
    reply: LoginReply,
  },
  logout: { tags: ['auth'], summary: 'Revoke this session', reply: LogoutReply },
  userInfo: { tags: ['auth'], summary: 'The logged-in member', reply: UserInfoReply },
  changePassword: {
    tags: ['auth'],
    summary: 'Change password (revokes the other sessions)',
    body: ChangePasswordBody,
    reply: Plain,
  },
  resetPassword: {
    tags: ['auth'],
    summary: 'Forgot password, step 1: prove the bank account; a one-time code goes to the phone',
    body: ResetPasswordBody,
    reply: ResetPasswordReply,
  },
  resetPasswordV2: {
    tags: ['auth'],
    summary: 'Forgot password, step 2: the code and the new password (revokes all sessions)',
    body: ResetPasswordV2Body,
    reply: Plain,
  },
  updateSubBankAccount: {
    tags: ['auth'],
    summary: 'Set the second withdrawal account (password confirmation)',
    body: UpdateSubBankBody,
    reply: UpdateSubBankReply,
  },

  agentConfig: {
    tags: ['agent'],
    summary: 'Agent configuration (logo, LINE links)',
    body: AgentBody,
    reply: AgentConfigReply,
  },
  agentBanks: {
    tags: ['agent'],
    summary: "The agent's bank accounts for deposits",
    body: AgentBody,
    reply: AgentBanksReply,
  },
  agentTrueMoney: {
    tags: ['agent'],
    summary: "The agent's TrueMoney Wallet accounts",
    body: AgentBody,
    reply: AgentTrueMoneyReply,
  },
  agentValidate: {
    tags: ['agent'],
    summary: 'Is this agent code served here?',
    query: AgentValidateQuery,
    reply: AgentValidateReply,
  },
  notifications: {
    tags: ['agent'],
    summary: 'Announcements (type 1 = important)',
    reply: NotificationsReply,
  },
  banners: { tags: ['agent'], summary: 'Home page banners', query: AgentCodeQuery, reply: BannersReply },
  events: {
    tags: ['agent'],
    summary: 'Events shown in the event dialog',
    query: AgentCodeQuery,
    reply: EventsReply,
  },

  memberWallets: {
    tags: ['wallet'],
    summary: "The member's wallets with balances in baht",
    reply: WalletsReply,
  },
  paymentChannels: { tags: ['payment'], summary: 'Deposit channels', reply: PaymentChannelsReply },
  paymentInfo: {
    tags: ['payment'],
    summary: "A channel's receiving accounts (agent banks, PromptPay name, TrueMoney)",
    query: PaymentInfoQuery,
    reply: PaymentInfoReply,
  },
  generateQr: {
    tags: ['payment'],
    summary: 'Create a PromptPay QR deposit order (expires in 15 minutes)',
    body: GenerateQrBody,
    reply: PaymentOrderReply,
  },
  qrcodeInfo: { tags: ['payment'], summary: "The member's open QR order, or null", reply: QrcodeInfoReply },
  inquiryStatus: {
    tags: ['payment'],
    summary: 'Status of one of the member’s QR orders (pending, paid, expired)',
    query: InquiryStatusQuery,
    reply: InquiryStatusReply,
  },
  withdraw: {
    tags: ['withdraw'],
    summary: 'Request a withdrawal (the amount is held at once)',
    body: WithdrawBody,
    reply: WithdrawReply,
  },
  withdrawList: {
    tags: ['withdraw'],
    summary: "The member's withdrawals, newest first",
    query: WithdrawListQuery,
    reply: WithdrawListReply,
  },
  withdrawConfig: {
    tags: ['withdraw'],
    summary: 'Withdrawal limits, what is left today, the bank account and any turnover block',
    reply: WithdrawConfigReply,
  },
  statement: {
    tags: ['statement'],
    summary: "The member's ledger entries, newest first (type, date and paging filters)",
    query: StatementQuery,
    reply: StatementReply,
  },

  promotionList: {
    tags: ['promotion'],
    summary: 'Promotions running now; with a bearer token also whether this member can take each',
    reply: PromotionListReply,
  },
  memberPromotions: {
    tags: ['promotion'],
    summary: "The member's promotions and bonuses with turnover progress",
    reply: MemberPromotionsReply,
  },
  takePromotion: {
    tags: ['promotion'],
    summary: 'Take a promotion: its bonus is credited on the next qualifying deposit',
    body: TakePromotionBody,
    reply: TakePromotionReply,
  },
  cancelPromotion: {
    tags: ['promotion'],
    summary: 'Give up a promotion taken but not applied yet (the next deposit gets none)',
    body: CancelPromotionBody,
    reply: CancelPromotionReply,
  },
  redeemCoupon: {
    tags: ['coupon'],
    summary: 'Redeem a coupon code for bonus credit or points (once per member)',
    body: RedeemCouponBody,
    reply: RedeemCouponReply,
  },
  couponHistory: {
    tags: ['coupon'],
    summary: "The member's coupon redemptions, newest first",
    reply: CouponHistoryReply,
  },

  forfeitBonus: {
    tags: ['promotion'],
    summary: 'Give up an active bonus: its credit goes back, its turnover is lifted, own money is free',
    body: ForfeitBonusBody,
    reply: ForfeitBonusReply,
  },
  cancelPaymentOrder: {
    tags: ['payment'],
    summary: 'Cancel my open QR order (never credited afterwards)',
    body: CancelOrderBody,
    reply: PaymentOrderReply,
  },
  memberPoints: {
    tags: ['points'],
    summary: "The member's point balance (top-level `point`, spec section 7)",
    reply: PointsReply,
  },
  live: {
    tags: ['live'],
    summary: 'Live updates for the member (text/event-stream: ready, balance, payment, withdraw)',
    reply: Plain,
    stream: 'text/event-stream of ready, balance, payment and withdraw frames (see src/contract/live.ts)',
  },

  operatorConfirmPayment: {
    tags: ['operator'],
    summary: 'Mark a QR order paid and credit it (exactly once; never an expired order)',
    body: OperatorConfirmBody,
    reply: OperatorConfirmReply,
  },
  operatorConfirmNewestPayment: {
    tags: ['operator'],
    summary: 'Confirm the newest open QR order (the demo curl line)',
    reply: OperatorConfirmReply,
  },
  operatorPendingPayments: {
    tags: ['operator'],
    summary: 'Open QR orders, newest first',
    reply: OperatorPendingReply,
  },
  operatorApproveWithdraw: {
    tags: ['operator'],
    summary: 'Approve a waiting withdrawal (success)',
    body: OperatorWithdrawBody,
    reply: OperatorWithdrawReply,
  },
  operatorRejectWithdraw: {
    tags: ['operator'],
    summary: 'Reject a waiting withdrawal (failed; the amount is credited back exactly once)',
    body: OperatorWithdrawBody,
    reply: OperatorWithdrawReply,
  },
  operatorOutbox: {
    tags: ['operator'],
    summary: 'Messages of the demo code sender, newest first (at most 20)',
    query: OperatorOutboxQuery,
    reply: OperatorOutboxReply,
  },
  ...gameSchemas,
  ...lottoSchemas,
  ...extrasSchemas,
  ...cashbackSchemas,
  ...affiliateSchemas,
  ...lineSchemas,
  ...notifySchemas,
  ...responsibleSchemas,
  ...staffSchemas,
  ...reportsSchemas,
  ...memberDeskSchemas,
  ...marketingSchemas,
} as const satisfies Record<EndpointName, EndpointSchema>

// Compile-time agreement of each schema with its definition's types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback
type Agrees<E extends AnyDefinition, S> = Same<
  [
    StaticOr<S extends { body: infer B } ? B : undefined, E['method'] extends 'POST' ? EmptyBody : undefined>,
    StaticOr<S extends { query: infer Q } ? Q : undefined, undefined>,
    StaticOr<S extends { reply: infer R } ? R : undefined, never>,
  ],
  [BodyOf<E>, QueryOf<E>, ReplyOf<E>]
>
/** The names of definitions whose schemas disagree with their types (must be `never`). */
export type SchemaMismatch = {
  [K in EndpointName]: Agrees<(typeof endpoints)[K], (typeof endpointSchemas)[K]> extends true ? never : K
}[EndpointName]
export const schemasAgree: [SchemaMismatch] extends [never] ? true : { mismatch: SchemaMismatch } = true
