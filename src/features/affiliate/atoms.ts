import { atom } from 'jotai'
import { queryAtom, queryFamily } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import {
  getAffiliateConfig,
  getAffiliateSummary,
  getAffiliateTransactions,
  getCommissions,
  getNetwork,
} from './api'

// Each read is quiet (area 'affiliate'): a failure was logged and shows as nothing.

export const affiliateConfigQuery = queryAtom(async (get) =>
  get(accessTokenAtom) ? await getAffiliateConfig() : undefined,
)

export const affiliateSummaryQuery = queryAtom(async (get) =>
  get(accessTokenAtom) ? await getAffiliateSummary() : undefined,
)

/** The network, per level filter ('' = every level). */
export const networkQuery = queryFamily((level) =>
  queryAtom(async (get) =>
    get(accessTokenAtom) ? await getNetwork(level ? Number(level) : undefined) : undefined,
  ),
)

export const commissionsQuery = queryAtom(async (get) =>
  get(accessTokenAtom) ? await getCommissions() : undefined,
)

/** affiliate/transactions: what each day earned, and the moves to the main wallet. */
export const historyQuery = queryAtom(async (get) =>
  get(accessTokenAtom) ? await getAffiliateTransactions() : undefined,
)

/** After a redeem: the summary, the commission list and the history reload. */
export const refreshAffiliateAtom = atom(null, (_get, set) => {
  set(affiliateSummaryQuery)
  set(commissionsQuery)
  set(historyQuery)
})
