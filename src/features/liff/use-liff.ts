import { useAtomValue, useSetAtom } from 'jotai'
import { closeLiffWindowAtom, liffAtom, liffProfileAtom, openExternalAtom } from './atoms'

/** For the LIFF layout: where we run, the LINE profile, and the window actions. */
export function useLiff() {
  return {
    ...useAtomValue(liffAtom),
    profile: useAtomValue(liffProfileAtom),
    closeWindow: useSetAtom(closeLiffWindowAtom),
    openExternal: useSetAtom(openExternalAtom),
  }
}
