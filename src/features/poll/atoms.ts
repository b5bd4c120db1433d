import { atom } from 'jotai'
import { queryAtom, queryFamily } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getPollConfig, getPollQuota, getPollStats, getPollWinners } from './api'

/** Per poll id: config, the member's quota, live stats (every 5 s while shown) and winners. */
export const pollConfigQuery = queryFamily((id) =>
  queryAtom(() => getPollConfig(Number(id)), { everyone: true }),
)
export const pollQuotaQuery = queryFamily((id) =>
  queryAtom(async (get) => (get(accessTokenAtom) ? getPollQuota(Number(id)) : undefined)),
)
export const pollStatsQuery = queryFamily((id) =>
  queryAtom(() => getPollStats(Number(id)), { everyone: true, poll: { everyMs: 5000, when: () => true } }),
)
export const pollWinnersQuery = queryFamily((id) =>
  queryAtom(() => getPollWinners(Number(id)), { everyone: true }),
)

/** After a vote: the quota and the stats changed. */
export const refreshPollAtom = atom(null, (_get, set, id: number) => {
  set(pollQuotaQuery(String(id)))
  set(pollStatsQuery(String(id)))
})
