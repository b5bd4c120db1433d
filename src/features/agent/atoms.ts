import { atom } from 'jotai'
import { startTransition } from 'react'
import { AGENT_CODE } from '../../config'
import type {
  AgentBank,
  AgentConfig,
  AgentTrueMoney,
  Banner,
  EventItem,
  Notification,
} from '../../contract/agent'
import {
  getAgentBanks,
  getAgentConfig,
  getAgentTrueMoney,
  getBanners,
  getEvents,
  getNotifications,
} from './api'

/** Agent state (spec section 3). A failed call leaves its part empty: the site shows no such content. */
export const agentCodeAtom = atom(AGENT_CODE)
const configAtom = atom<AgentConfig | null>(null)
const banksAtom = atom<AgentBank[]>([])
const trueMoneyAtom = atom<AgentTrueMoney[]>([])
const notificationsAtom = atom<Notification[]>([])
const bannersAtom = atom<Banner[]>([])
const eventsAtom = atom<EventItem[]>([])
/** 'idle' before the start-up load, 'loading' while it runs, 'done' after (even when calls failed). */
const contentStatusAtom = atom<'idle' | 'loading' | 'done'>('idle')
const accountsLoadedAtom = atom(false)

export const agentConfigAtom = atom((get) => get(configAtom))
export const agentBanksAtom = atom((get) => get(banksAtom))
export const agentTrueMoneyAtom = atom((get) => get(trueMoneyAtom))
export const bannersListAtom = atom((get) => get(bannersAtom))
export const eventsListAtom = atom((get) => get(eventsAtom))
export const agentContentReadyAtom = atom((get) => get(contentStatusAtom) === 'done')
/** Type 1 notifications: the important announcements of the notification dialog. */
export const importantNotificationsAtom = atom((get) => get(notificationsAtom).filter((n) => n.type === 1))
/** The other types: general news, listed on the home page. */
export const newsNotificationsAtom = atom((get) => get(notificationsAtom).filter((n) => n.type !== 1))

/** Loads config, notifications, banners and events once per page load (later calls do nothing). */
export const loadAgentContentAtom = atom(null, async (get, set) => {
  if (get(contentStatusAtom) !== 'idle') return
  set(contentStatusAtom, 'loading')
  const [config, notifications, banners, events] = await Promise.all([
    getAgentConfig(),
    getNotifications(),
    getBanners(),
    getEvents(),
  ])
  // One transition for the whole content: React renders it in slices that yield to the phone's
  // input instead of one long task while the page is starting.
  startTransition(() => {
    set(configAtom, config ?? null)
    set(notificationsAtom, notifications ?? [])
    set(bannersAtom, banners ?? [])
    set(eventsAtom, events ?? [])
    set(contentStatusAtom, 'done')
  })
})

/** The agent's deposit accounts (bank, TrueMoney): loaded once, when a deposit screen first needs them. */
export const loadAgentAccountsAtom = atom(null, async (get, set) => {
  if (get(accountsLoadedAtom)) return
  set(accountsLoadedAtom, true)
  const [banks, trueMoney] = await Promise.all([getAgentBanks(), getAgentTrueMoney()])
  set(banksAtom, banks ?? [])
  set(trueMoneyAtom, trueMoney ?? [])
})
