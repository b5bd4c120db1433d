import { atom } from 'jotai'
import type { LoginReply } from '../../contract/auth'
import type { LineLoginReply, LineRegisterBody, LineSignup, LineStatus } from '../../contract/line'
import { ApiError } from '../../lib/api-client'
import { liffBoot } from '../../lib/liff'
import { queryAtom } from '../../lib/query'
import { atomWithSessionData, isRecord, isString } from '../../lib/storage'
import {
  getLineConfig,
  getLineStatus,
  lineAuthorize,
  lineCallback,
  lineLink,
  lineLinkAuthorize,
  lineLinkCallback,
  lineLinkExisting,
  lineLogin,
  lineRegister,
  lineUnlink,
  setFirstPassword,
} from './api'
import { isLoggedInAtom, storeLoginAtom } from './atoms'
import { LINE_TEXT } from './line-texts'

/** Whether this server offers LINE login (its buttons are hidden otherwise). */
export const lineConfigQuery = queryAtom(
  async () => (await getLineConfig()).data ?? { enabled: false, demo: false },
  { everyone: true, staleMs: 5 * 60_000 },
)

/** A verified LINE user with no member yet: the "สมัครด้วย LINE" form shows while this is set. */
export const lineSignupAtom = atom<LineSignup | null>(null)

/** A LINE login's answer: the session (as a password login), or the signup ticket. */
const applyLineLoginAtom = atom(null, (_get, set, reply: LineLoginReply) => {
  if (reply.signup) set(lineSignupAtom, reply.signup)
  else set(storeLoginAtom, reply as LoginReply)
})

// --- LINE Login in a browser (outside LINE) ---

/** What this tab started before leaving for LINE: a login (and where to go next) or a profile link. */
interface PendingLine {
  mode: 'login' | 'link'
  next: string
  /** A friend's referral code from /register?ref=, kept through LINE for "สมัครด้วย LINE". */
  ref?: string
}
const isPending = (v: unknown): v is PendingLine | null =>
  v === null ||
  (isRecord(v) &&
    (v.mode === 'login' || v.mode === 'link') &&
    isString(v.next) &&
    (v.ref === undefined || isString(v.ref)))
const pendingLineAtom = atomWithSessionData<PendingLine | null>('line', null, isPending)

/** Step 1: the URL of LINE's consent page (the caller sends the browser there). */
export const startLineLoginAtom = atom(
  null,
  async (_get, set, mode: PendingLine['mode'], next: string, ref?: string) => {
    const reply = mode === 'link' ? await lineLinkAuthorize() : await lineAuthorize()
    if (!reply.data) throw new ApiError(-1, LINE_TEXT.callbackBroken)
    set(pendingLineAtom, ref ? { mode, next, ref } : { mode, next })
    return reply.data.url
  },
)

export type CallbackOutcome =
  | { kind: 'working' }
  | { kind: 'loggedIn'; next: string }
  | { kind: 'signup'; ref?: string }
  | { kind: 'linked'; next: string }
  | { kind: 'failed'; message: string }

export const lineCallbackAtom = atom<CallbackOutcome>({ kind: 'working' })
const finished = new Set<string>()

/** Step 2, on /line/callback: the code and state LINE sent back go to the server once. */
export const finishLineLoginAtom = atom(null, async (get, set, search: string) => {
  const query = new URLSearchParams(search)
  const code = query.get('code')
  const state = query.get('state')
  const pending = get(pendingLineAtom)
  if (finished.has(search)) return
  finished.add(search)
  set(pendingLineAtom, null)
  const fail = (message: string) => set(lineCallbackAtom, { kind: 'failed', message })
  if (query.get('error')) return fail(LINE_TEXT.cancelled)
  if (!code || !state || !pending) return fail(LINE_TEXT.callbackBroken)
  try {
    if (pending.mode === 'link') {
      await lineLinkCallback({ code, state })
      set(lineCallbackAtom, { kind: 'linked', next: pending.next })
    } else {
      const reply = await lineCallback({ code, state })
      set(applyLineLoginAtom, reply)
      set(
        lineCallbackAtom,
        reply.signup ? { kind: 'signup', ref: pending.ref } : { kind: 'loggedIn', next: pending.next },
      )
    }
  } catch (error) {
    fail(error instanceof ApiError && error.message ? error.message : LINE_TEXT.callbackBroken)
  }
})

// --- Inside LINE (LIFF) ---

export type LiffLineState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'signup' }
  /** LINE has not logged this browser in (LIFF opened in an outside browser): a button, never a loop. */
  | { kind: 'needsLine' }
  | { kind: 'failed'; message: string }

export const liffLineAtom = atom<LiffLineState>({ kind: 'idle' })
/** A member page's LINE gate is on screen (it shows the signup form itself, so the layout's prompt hides). */
export const liffGateShownAtom = atom(false)
let liffAttempt: Promise<void> | null = null
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

/**
 * After liff.init: the ID token goes once per page load to the server, which answers a session for a
 * linked LINE user or a signup ticket. A logged-in member, or outside LINE, does nothing.
 */
export const liffLineLoginAtom = atom(null, (get, set) => {
  const boot = liffBoot()
  if (boot.status !== 'ready' || get(isLoggedInAtom)) return
  liffAttempt ??= (async () => {
    set(liffLineAtom, { kind: 'working' })
    try {
      const idToken = boot.liff.getIDToken()
      // Only a compact JWS can be a LINE ID token (the contract's LineIdToken): anything else would be
      // answered HTTP 400, and a 400 sends the app home — out of LINE's page.
      if (!idToken || !COMPACT_JWS.test(idToken)) {
        set(liffLineAtom, { kind: 'needsLine' })
        return
      }
      const reply = await lineLogin(idToken)
      set(applyLineLoginAtom, reply)
      set(liffLineAtom, reply.signup ? { kind: 'signup' } : { kind: 'idle' })
    } catch (error) {
      set(liffLineAtom, {
        kind: 'failed',
        message: error instanceof ApiError && error.message ? error.message : LINE_TEXT.callbackBroken,
      })
    }
  })()
  return liffAttempt
})

/** Inside LINE without a LINE login (an outside browser): LINE's own login, back to this page. */
export const liffLineRedirect = () => {
  const boot = liffBoot()
  if (boot.status === 'ready') boot.liff.login({ redirectUri: window.location.href })
}

// --- "สมัครด้วย LINE" and "มีบัญชีอยู่แล้ว" ---

export const lineRegisterAtom = atom(null, async (get, set, body: Omit<LineRegisterBody, 'ticket'>) => {
  const signup = get(lineSignupAtom)
  if (!signup) throw new ApiError(-1, LINE_TEXT.callbackBroken)
  set(storeLoginAtom, await lineRegister({ ...body, ticket: signup.ticket }))
  set(lineSignupAtom, null)
})

export const lineLinkExistingAtom = atom(null, async (get, set, username: string, password: string) => {
  const signup = get(lineSignupAtom)
  if (!signup) throw new ApiError(-1, LINE_TEXT.callbackBroken)
  set(storeLoginAtom, await lineLinkExisting({ ticket: signup.ticket, username, password }))
  set(lineSignupAtom, null)
})

// --- Profile ---

export const lineStatusQuery = queryAtom<LineStatus | null>(async () => (await getLineStatus()).data ?? null)

/** Inside LINE: link this LINE account with the ID token LIFF holds. */
export const liffLinkAtom = atom(null, async (_get, set) => {
  const boot = liffBoot()
  const idToken = boot.status === 'ready' ? boot.liff.getIDToken() : null
  if (!idToken) throw new ApiError(-1, LINE_TEXT.callbackBroken)
  const reply = await lineLink(idToken)
  set(lineStatusQuery)
  return reply
})

export const lineUnlinkAtom = atom(null, async (_get, set) => {
  const reply = await lineUnlink()
  set(lineStatusQuery)
  return reply
})

export const setFirstPasswordAtom = atom(null, async (_get, set, password: string) => {
  const reply = await setFirstPassword(password)
  set(lineStatusQuery)
  return reply
})
