import { atom } from 'jotai'
import { queryAtom, queryFamily } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getAffiliateConfig, getAffiliateSummary, getCommissions, getNetwork } from './api'

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

/** After a redeem: the summary and the commission list reload. */
export const refreshAffiliateAtom = atom(null, (_get, set) => {
  set(affiliateSummaryQuery)
  set(commissionsQuery)
})
