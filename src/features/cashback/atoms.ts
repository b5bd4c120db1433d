import { atom } from 'jotai'
import type { CashbackHistoryQuery, WinLossQuery } from '../../contract/cashback'
import { queryAtom, queryFamily } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getLossHistory, getReturnPrograms, getTurnoverHistory, getWinLoss } from './api'

export type HistoryKind = 'daily' | 'weekly' | 'turnover'

/** One cached history per programme and filters (key: `historyKey`). */
export const historyQuery = queryFamily((key) =>
  queryAtom(async (get) => {
    if (!get(accessTokenAtom)) return null
    const { kind, ...query } = JSON.parse(key) as CashbackHistoryQuery & { kind: HistoryKind }
    if (kind === 'turnover') return (await getTurnoverHistory(query)) ?? null
    return (await getLossHistory({ ...query, period: kind === 'weekly' ? 'weekly' : undefined })) ?? null
  }),
)
export const historyKey = (kind: HistoryKind, query: Omit<CashbackHistoryQuery, 'period'> = {}) =>
  JSON.stringify({ kind, status: query.status, from: query.from, to: query.to, page: query.page })

/** The programmes (the same for everyone). */
export const programsQuery = queryAtom(() => getReturnPrograms(), { everyone: true, staleMs: 60_000 })

/** The member's win/loss per period and date (key: `winLossKey`). */
export const winLossQuery = queryFamily((key) =>
  queryAtom(async (get) => {
    if (!get(accessTokenAtom)) return null
    return (await getWinLoss(JSON.parse(key) as WinLossQuery)) ?? null
  }),
)
export const winLossKey = (query: WinLossQuery) => JSON.stringify({ period: query.period, date: query.date })

/** After a claim: every history shown reloads. */
export const refreshHistoriesAtom = atom(null, (_get, set, keys: string[]) => {
  for (const key of keys) set(historyQuery(key))
})
