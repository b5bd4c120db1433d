import { atom } from 'jotai'
import { PATHS } from '../../config/paths'
import { whenIdle } from '../../lib/idle'
import { queryAtom } from '../../lib/query'
import {
  checkAgentCode,
  getAgentBanks,
  getAgentConfig,
  getAgentTrueMoney,
  getBanners,
  getEvents,
  getNotifications,
} from './api'

/**
 * Agent content (spec section 3): config, notifications, banners and events, loaded once per page
 * load by the first component that shows any of it. Area 'agent': a failed call leaves its part
 * empty (api.ts logs it), so the site shows no such content. The config is the same for everyone;
 * notifications, banners and events are asked for again when a member logs in or out, as the server
 * gives a member in a time-out or self-exclusion none of them.
 */
const configQueryAtom = queryAtom(async () => (await getAgentConfig()) ?? null, {
  staleMs: Number.POSITIVE_INFINITY,
  everyone: true,
})
/**
 * On a first page other than `/`, the announcements, banners and events wait for the browser's first
 * idle time (at most ANNOUNCEMENTS_WAIT_MS): there they are the bell's count and the floating event
 * button, not what the member came for, and on a slow link their three calls and their render came
 * before the page's own. `/` shows them first and has them in its HTML (boot data).
 */
const ANNOUNCEMENTS_WAIT_MS = 1500
const afterFirstScreen = (): Promise<void> =>
  globalThis.location?.pathname === PATHS.home
    ? Promise.resolve()
    : new Promise((resolve) => whenIdle(resolve, ANNOUNCEMENTS_WAIT_MS))

const promoQueryAtom = queryAtom(
  async () => {
    await afterFirstScreen()
    const [notifications, banners, events] = await Promise.all([
      getNotifications(),
      getBanners(),
      getEvents(),
    ])
    return { notifications: notifications ?? [], banners: banners ?? [], events: events ?? [] }
  },
  { staleMs: Number.POSITIVE_INFINITY },
)
const promoAtom = atom((get) => get(promoQueryAtom).data)

export const agentConfigAtom = atom((get) => get(configQueryAtom).data ?? null)
export const bannersListAtom = atom((get) => get(promoAtom)?.banners ?? [])
export const eventsListAtom = atom((get) => get(promoAtom)?.events ?? [])
/** Whether the start-up load of the announcements has ended (even when calls failed). */
export const agentContentReadyAtom = atom((get) => get(promoAtom) !== undefined)
const notificationsAtom = atom((get) => get(promoAtom)?.notifications ?? [])
/** Type 1 notifications: the important announcements of the notification dialog. */
export const importantNotificationsAtom = atom((get) => get(notificationsAtom).filter((n) => n.type === 1))
/** The other types: general news, listed on the home page. */
export const newsNotificationsAtom = atom((get) => get(notificationsAtom).filter((n) => n.type !== 1))

/** The agent's accounts change rarely: shown again within this time, no reload. */
const ACCOUNTS_STALE_MS = 5 * 60_000

/**
 * Agent state's agentBank and agentTrueMoney lists (spec section 3): the accounts members send a
 * deposit to, loaded where they are shown (the deposit page), not on the first screen. A failed
 * call (area 'agent': logged) leaves its list empty.
 */
const accountsQueryAtom = queryAtom(
  async () => {
    const [banks, trueMoney] = await Promise.all([getAgentBanks(), getAgentTrueMoney()])
    return { banks: banks ?? [], trueMoney: trueMoney ?? [] }
  },
  { staleMs: ACCOUNTS_STALE_MS, everyone: true },
)
/** agentBank: null while loading. */
export const agentBankListAtom = atom((get) => get(accountsQueryAtom).data?.banks ?? null)
/** agentTrueMoney: null while loading. */
export const agentTrueMoneyListAtom = atom((get) => get(accountsQueryAtom).data?.trueMoney ?? null)

/**
 * agent/validate of this site's agent code (agent state's agent_code): `false` when the server does
 * not know it (a misconfigured build), `true` when it does, `undefined` while asking or when the
 * call failed. Asked once per page load, after the first render (app/shell/agent-check.tsx).
 */
const agentCodeQueryAtom = queryAtom(checkAgentCode, { staleMs: Number.POSITIVE_INFINITY, everyone: true })
export const agentCodeValidAtom = atom((get) => get(agentCodeQueryAtom).data)
