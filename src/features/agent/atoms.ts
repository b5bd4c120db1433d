import { atom } from 'jotai'
import { queryAtom } from '../../lib/query'
import { getAgentConfig, getBanners, getEvents, getNotifications } from './api'

/**
 * Agent content (spec section 3): config, notifications, banners and events, loaded together once
 * per page load by the first component that shows any of it. Area 'agent': a failed call leaves its
 * part empty (api.ts logs it), so the site shows no such content.
 */
const contentQueryAtom = queryAtom(
  async () => {
    const [config, notifications, banners, events] = await Promise.all([
      getAgentConfig(),
      getNotifications(),
      getBanners(),
      getEvents(),
    ])
    return {
      config: config ?? null,
      notifications: notifications ?? [],
      banners: banners ?? [],
      events: events ?? [],
    }
  },
  { staleMs: Number.POSITIVE_INFINITY, everyone: true },
)
const contentAtom = atom((get) => get(contentQueryAtom).data)

export const agentConfigAtom = atom((get) => get(contentAtom)?.config ?? null)
export const bannersListAtom = atom((get) => get(contentAtom)?.banners ?? [])
export const eventsListAtom = atom((get) => get(contentAtom)?.events ?? [])
/** Whether the start-up load has ended (even when calls failed). */
export const agentContentReadyAtom = atom((get) => get(contentAtom) !== undefined)
const notificationsAtom = atom((get) => get(contentAtom)?.notifications ?? [])
/** Type 1 notifications: the important announcements of the notification dialog. */
export const importantNotificationsAtom = atom((get) => get(notificationsAtom).filter((n) => n.type === 1))
/** The other types: general news, listed on the home page. */
export const newsNotificationsAtom = atom((get) => get(notificationsAtom).filter((n) => n.type !== 1))
