import { atom } from 'jotai'
import { atomWithSessionData, isBoolean } from '../../lib/storage'
import { close, noOverlays, type OverlayState, openByMember, openBySelf } from './overlay-rules'

/**
 * The overlays of the site (spec section 2's interface state): the member menu, the navigation
 * drawer, 'ประกาศสำคัญ', the event dialog, the deposit notice, the game bottom sheet, the lotto
 * bill dialog, the login and register dialogs and the promotion dialog. One state decides which of them show
 * (`overlay-rules.ts`).
 */
export type ModalName =
  | 'menu'
  | 'drawer'
  | 'notification'
  | 'event'
  | 'deposit'
  | 'game'
  | 'bill'
  | 'login'
  | 'register'
  | 'promotion'

const overlaysAtom = atom<OverlayState<ModalName>>(noOverlays<ModalName>())

function makeModalAtom(name: ModalName) {
  return atom(
    (get) => get(overlaysAtom).shown.includes(name),
    (get, set, open: boolean) => {
      const state = get(overlaysAtom)
      set(overlaysAtom, open ? openByMember(state, name) : close(state, name))
    },
  )
}
const modalAtoms = new Map<ModalName, ReturnType<typeof makeModalAtom>>()

/**
 * One overlay: read whether it shows; write `true` when the member opens it (it shows at once)
 * and `false` to close it. `useAtom(modalOpenAtom('menu'))`.
 */
export function modalOpenAtom(name: ModalName) {
  let a = modalAtoms.get(name)
  if (!a) {
    a = makeModalAtom(name)
    modalAtoms.set(name, a)
  }
  return a
}

/** Some overlay shows (the default layout then needs the overlays' chunk at once). */
export const anyModalOpenAtom = atom((get) => get(overlaysAtom).shown.length > 0)

/**
 * Opens an overlay the member did not ask for (the important announcements): it shows when nothing
 * else does, and otherwise waits until what shows has closed, never covering it.
 */
export const openModalBySelfAtom = atom(null, (get, set, name: ModalName) => {
  set(overlaysAtom, openBySelf(get(overlaysAtom), name))
})

/** The important announcements opened by themselves once this session (session_data). */
export const announcementsSeenAtom = atomWithSessionData('announcementsSeen', false, isBoolean)

/**
 * The login / register dialog a visitor sees over the page they are on when they tap a member
 * action: `path` is where the member goes once logged in (the slip of the round they tapped), or
 * null to stay on this page (a game they picked then opens by itself).
 */
export interface AuthIntent {
  dialog: 'login' | 'register'
  /** Undefined: keep what an open dialog remembers (the login dialog's link to register). */
  path?: string | null
}
const authReturnBase = atom<string | null>(null)
/** Where the member goes after logging in through the dialog (null: stays on the page). */
export const authReturnAtom = atom((get) => get(authReturnBase))

/** Opens the login (or register) dialog over the page, remembering where to go after. */
export const askToLoginAtom = atom(null, (get, set, intent: AuthIntent) => {
  if (intent.path !== undefined) set(authReturnBase, intent.path)
  const other = intent.dialog === 'login' ? 'register' : 'login'
  set(overlaysAtom, openByMember(close(get(overlaysAtom), other), intent.dialog))
})

/** Switches between the login and register dialogs, keeping where to go after. */
export const switchAuthDialogAtom = atom(null, (get, set, to: 'login' | 'register') => {
  const from = to === 'login' ? 'register' : 'login'
  set(overlaysAtom, openByMember(close(get(overlaysAtom), from), to))
})

/** Both dialogs closed and nothing remembered (after login, or the visitor closed it). */
export const closeAuthDialogAtom = atom(null, (get, set) => {
  set(authReturnBase, null)
  set(overlaysAtom, close(close(get(overlaysAtom), 'login'), 'register'))
})

const selectedPromotionBase = atom<number | null>(null)
/** The promotion the promotion dialog shows (spec section 2's "selected promotion"), by id. */
export const selectedPromotionAtom = atom((get) => get(selectedPromotionBase))

/**
 * Opens the promotion dialog over the page on one promotion: its full terms, and the way to take it
 * (a member) or to log in or register first (a visitor; the login dialog opens over it and, logged
 * in, the member is back at the promotion).
 */
export const openPromotionAtom = atom(null, (get, set, id: number) => {
  set(selectedPromotionBase, id)
  set(overlaysAtom, openByMember(get(overlaysAtom), 'promotion'))
})
