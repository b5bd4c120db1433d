import { atom } from 'jotai'
import { emitLive, liveConnectedAtom, onLive } from '../../lib/live-events'
import { queryAtom } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getWithdrawals, getWithdrawConfig } from './api'

/** Without a live stream, a waiting request's status is asked again this often. */
export const WAITING_POLL_MS = 5000

/**
 * Requests seen waiting, per session token: one of them decided (seen by polling or after an event)
 * is a balance change (a rejection gives the money back), announced so the wallets reload.
 */
const waitingSeen = new Map<string, Set<number>>()

/**
 * /member/withdraw's data: config (limits, balance, bank, turnover) and the requests, loaded
 * together. Reloaded when shown, after a request (`refreshWithdrawAtom`), on a live `withdraw`
 * event or `ready` (reconnected), and polled only while a request waits and no stream is open.
 * A failed reload keeps what is shown; a failed first load offers a retry.
 */
const withdrawQueryAtom = queryAtom(
  async (get) => {
    const token = get(accessTokenAtom)
    if (!token) return null
    try {
      const [config, list] = await Promise.all([getWithdrawConfig(), getWithdrawals()])
      const items = list?.items ?? []
      const before = waitingSeen.get(token)
      if (items.some((w) => w.status !== 'waiting' && before?.has(w.id)))
        emitLive({ type: 'balance', data: {} })
      waitingSeen.set(token, new Set(items.filter((w) => w.status === 'waiting').map((w) => w.id)))
      return { config: config ?? null, items }
    } catch (error) {
      console.warn('withdraw load failed:', error instanceof Error ? error.message : error)
      throw error
    }
  },
  {
    poll: {
      everyMs: WAITING_POLL_MS,
      when: (data, get) =>
        !get(liveConnectedAtom) && Boolean(data?.items.some((w) => w.status === 'waiting')),
    },
    listen: (reload) =>
      onLive((event) => {
        if (event.type === 'ready' || event.type === 'withdraw') reload()
      }),
  },
)

/** The config, null while loading, 'failed' when it could not be loaded. */
export const withdrawConfigAtom = atom((get) => {
  const { data, loading } = get(withdrawQueryAtom)
  if (data?.config) return data.config
  return loading ? null : 'failed'
})
/** The member's requests, newest first. */
export const withdrawalsAtom = atom((get) => get(withdrawQueryAtom).data?.items ?? [])
/** Reloads config and requests (after a request; the retry button). */
export const refreshWithdrawAtom = atom(null, (_get, set) => set(withdrawQueryAtom))
