import type {
  AffiliateConfigReply,
  AffiliateRedeemReply,
  AffiliateSummaryReply,
  AffiliateTransactionsReply,
  AgentBody,
  AgentPageQuery,
  AgentQuery,
  CommissionReply,
  NetworkBody,
  NetworkReply,
} from '../affiliate'
import { memberGet, memberPost, moneyPost } from '../endpoint'

// Referrals (spec section 7 "Wallet and affiliate"; every call carries agent_id, section 9).
export const affiliateConfigs = memberGet<AffiliateConfigReply, AgentQuery>(
  'affiliate/v2/configs',
  'affiliate',
)
export const affiliateNetwork = memberPost<NetworkReply, NetworkBody>('affiliate/network', 'affiliate')
export const affiliateTransactions = memberGet<AffiliateTransactionsReply, AgentPageQuery>(
  'affiliate/transactions',
  'affiliate',
)
export const affiliateTransactionsV2 = memberGet<CommissionReply, AgentPageQuery>(
  'affiliate/v2/transactions',
  'affiliate',
)
export const affiliateSummary = memberGet<AffiliateSummaryReply, AgentQuery>('affiliate/summary', 'affiliate')
export const affiliateRedeem = moneyPost<AffiliateRedeemReply, AgentBody>('affiliate/redeem', 'affiliate')
