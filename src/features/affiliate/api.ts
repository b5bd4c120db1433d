import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'
import { quietly } from '../../lib/api-errors'

/** The agent id of spec section 9, sent as `agent_id` on every affiliate call. */
export const AGENT_ID = 3

// Affiliate calls (spec section 8): catch, log, return nothing, and every call sends agent_id 3
// (section 9). The redeem is the exception like generate_qr: the member must read why it was refused.

export const getAffiliateConfig = async () =>
  (await quietly(call(endpoints.affiliateConfigs, { query: { agent_id: AGENT_ID } }), 'affiliate/v2/configs'))
    ?.data

export const getAffiliateSummary = async () =>
  (await quietly(call(endpoints.affiliateSummary, { query: { agent_id: AGENT_ID } }), 'affiliate/summary'))
    ?.data

export const getNetwork = async (level?: number) =>
  (
    await quietly(
      call(endpoints.affiliateNetwork, { body: { agent_id: AGENT_ID, ...(level ? { level } : {}) } }),
      'affiliate/network',
    )
  )?.data

export const getAffiliateTransactions = async () =>
  (
    await quietly(
      call(endpoints.affiliateTransactions, { query: { agent_id: AGENT_ID } }),
      'affiliate/transactions',
    )
  )?.data

export const getCommissions = async () =>
  (
    await quietly(
      call(endpoints.affiliateTransactionsV2, { query: { agent_id: AGENT_ID } }),
      'affiliate/v2/transactions',
    )
  )?.data

/** POST affiliate/redeem (Idempotency-Key): throws ApiError with the Thai refusal. */
export const redeemCommission = async (idempotencyKey: string) => {
  const reply = await call(endpoints.affiliateRedeem, { body: { agent_id: AGENT_ID }, idempotencyKey })
  if (!reply.data) throw new Error('affiliate/redeem answered without data')
  return reply.data
}
