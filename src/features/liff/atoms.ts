import { atom } from 'jotai'
import { unwrap } from 'jotai/utils'
import { liffBoot } from '../../lib/liff'

export interface LiffProfile {
  userId: string
  displayName: string
  pictureUrl?: string
}

/**
 * What the LIFF layout needs to know. main.tsx awaits LIFF init before the first render, so the
 * boot result is final when these atoms are first read.
 */
export const liffAtom = atom(() => {
  const boot = liffBoot()
  const ready = boot.status === 'ready'
  return {
    /** The SDK is loaded and init succeeded. */
    ready,
    /** Running in the LIFF browser inside the LINE app (false in LINE's plain in-app browser). */
    isInClient: ready && boot.liff.isInClient(),
    isLoggedIn: ready && boot.liff.isLoggedIn(),
  }
})

const profileAtom = atom(async (): Promise<LiffProfile | null> => {
  const boot = liffBoot()
  if (boot.status !== 'ready' || !boot.liff.isLoggedIn()) return null
  try {
    const { userId, displayName, pictureUrl } = await boot.liff.getProfile()
    return { userId, displayName, pictureUrl }
  } catch (error) {
    console.warn('LIFF getProfile failed:', error instanceof Error ? error.message : error)
    return null
  }
})

/** The LINE profile (name, picture) without suspending: null until loaded or when unavailable. */
export const liffProfileAtom = unwrap(profileAtom, () => null)

/** Closes the LIFF window (inside the LINE app only); elsewhere it does nothing. */
export const closeLiffWindowAtom = atom(null, () => {
  const boot = liffBoot()
  if (boot.status === 'ready' && boot.liff.isInClient()) boot.liff.closeWindow()
})

/** Opens an outside link: in LIFF through `openWindow({ external: true })` (no `<a download>` there). */
export const openExternalAtom = atom(null, (_get, _set, url: string) => {
  const boot = liffBoot()
  if (boot.status === 'ready') boot.liff.openWindow({ url, external: true })
  else window.open(url, '_blank', 'noopener,noreferrer')
})
