import {
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
import type { EndpointSchema } from '../endpoint-schema'

export const affiliateSchemas = {
  affiliateConfigs: {
    tags: ['affiliate'],
    summary: 'The referral programme: base and rate per level',
    query: AgentQuery,
    reply: AffiliateConfigReply,
  },
  affiliateNetwork: {
    tags: ['affiliate'],
    summary: "The member's referral network per level (masked phone and name, join date, activity)",
    body: NetworkBody,
    reply: NetworkReply,
  },
  affiliateTransactions: {
    tags: ['affiliate'],
    summary: 'Commission earned per day, and the moves to the main wallet',
    query: AgentPageQuery,
    reply: AffiliateTransactionsReply,
  },
  affiliateTransactionsV2: {
    tags: ['affiliate'],
    summary: 'Commission earned per day and level',
    query: AgentPageQuery,
    reply: CommissionReply,
  },
  affiliateSummary: {
    tags: ['affiliate'],
    summary: 'Commission today, this month and withdrawable now',
    query: AgentQuery,
    reply: AffiliateSummaryReply,
  },
  affiliateRedeem: {
    tags: ['affiliate'],
    summary: 'Move all withdrawable commission to the main wallet (once)',
    body: AgentBody,
    reply: AffiliateRedeemReply,
  },
} as const satisfies Record<string, EndpointSchema>
