import type { Liff } from '@line/liff/core'
import { liffBoot } from './liff'

/**
 * Sharing to a LINE chat, for any feature: inside LINE (LIFF ready) the share target picker with
 * Flex messages; elsewhere LINE's share URL, which opens LINE's "share with" screen holding the text
 * (https://line.me/R/share?text=..., LINE URL scheme).
 */
export type LineMessage = Parameters<Liff['shareTargetPicker']>[0][number]

/** LINE's share screen with `text` (a link in the text becomes tappable in the chat). */
export const lineShareUrl = (text: string): string =>
  `https://line.me/R/share?text=${encodeURIComponent(text)}`

/** Inside LINE (LIFF ready): the target picker is offered (availability is checked on the press). */
export const canShareInLine = (): boolean => liffBoot().status === 'ready'

export type ShareOutcome = 'shared' | 'cancelled' | 'login' | 'unavailable'

/** The target picker with `messages` (a LINE login first if needed, once, behind the member's press). */
export async function shareInLineChat(messages: LineMessage[]): Promise<ShareOutcome> {
  const boot = liffBoot()
  if (boot.status !== 'ready') return 'unavailable'
  const { liff } = boot
  // An old LINE version, or the channel lacks the permission: the member uses the link instead.
  if (!liff.isApiAvailable('shareTargetPicker')) return 'unavailable'
  if (!liff.isLoggedIn()) {
    // LINE comes back to this page after its login.
    liff.login({ redirectUri: globalThis.location.href })
    return 'login'
  }
  // The picker resolves undefined when the member closes it.
  const result = await liff.shareTargetPicker(messages, { isMultiple: true })
  return result ? 'shared' : 'cancelled'
}
