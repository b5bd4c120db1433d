import { atom } from 'jotai'
import { atomWithSessionData, isBoolean } from '../../lib/storage'

/** Interface state of the spec (section 2): open modals, the drawer, selected promotion and game. */
export type ModalName = 'promotion' | 'notification' | 'deposit' | 'login' | 'register' | 'event' | 'menu'

const openModalsAtom = atom<ReadonlySet<ModalName>>(new Set<ModalName>())

/** Whether any modal is open (the member is busy: nothing else pops up by itself). */
export const anyModalOpenAtom = atom((get) => get(openModalsAtom).size > 0)

/** Whether one modal is open: `useAtomValue(modalOpenAtom('event'))`. */
const modalAtoms = new Map<ModalName, ReturnType<typeof makeModalAtom>>()
function makeModalAtom(name: ModalName) {
  return atom(
    (get) => get(openModalsAtom).has(name),
    (get, set, open: boolean) => {
      const next = new Set(get(openModalsAtom))
      if (open) next.add(name)
      else next.delete(name)
      set(openModalsAtom, next)
    },
  )
}
export function modalOpenAtom(name: ModalName) {
  let a = modalAtoms.get(name)
  if (!a) {
    a = makeModalAtom(name)
    modalAtoms.set(name, a)
  }
  return a
}

/** The mobile navigation drawer. */
export const drawerOpenAtom = atom(false)

/** The selected game (spec section 3), opened in the game bottom sheet. */
export interface SelectedGame {
  game_id: number
  provider_id: number
  sub_provider_id: number | null
  source: string
  is_demo: boolean
}
export const selectedGameAtom = atom<SelectedGame | null>(null)

/** The promotion the member is looking at (its id). */
export const selectedPromotionAtom = atom<number | null>(null)

/** The important announcements opened by themselves once this session (session_data). */
export const announcementsSeenAtom = atomWithSessionData('announcementsSeen', false, isBoolean)
