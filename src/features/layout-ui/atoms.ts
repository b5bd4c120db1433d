import { atom } from 'jotai'
import { atomWithSessionData, isBoolean } from '../../lib/storage'
import { close, noOverlays, type OverlayState, openByMember, openBySelf } from './overlay-rules'

/**
 * The overlays of the site (spec section 2's interface state): the member menu, the navigation
 * drawer, 'ประกาศสำคัญ', the event dialog, the deposit notice, the game bottom sheet and the lotto
 * bill dialog. One state decides which of them show (`overlay-rules.ts`).
 */
export type ModalName = 'menu' | 'drawer' | 'notification' | 'event' | 'deposit' | 'game' | 'bill'

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

/**
 * Opens an overlay the member did not ask for (the important announcements): it shows when nothing
 * else does, and otherwise waits until what shows has closed, never covering it.
 */
export const openModalBySelfAtom = atom(null, (get, set, name: ModalName) => {
  set(overlaysAtom, openBySelf(get(overlaysAtom), name))
})

/** The important announcements opened by themselves once this session (session_data). */
export const announcementsSeenAtom = atomWithSessionData('announcementsSeen', false, isBoolean)
