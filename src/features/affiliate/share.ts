import { PATHS } from '../../config/paths'
import { liffBoot } from '../../lib/liff'
import { AFFILIATE_TEXT } from './texts'

/** The link a friend registers with: `/register?ref=<code>` on this site. */
export const referralLink = (code: string, origin: string = globalThis.location?.origin ?? ''): string =>
  `${origin}${PATHS.register}?ref=${encodeURIComponent(code)}`

/** The brand banner the LINE message shows (an absolute URL: LINE fetches it). */
export const bannerUrl = (origin: string = globalThis.location?.origin ?? ''): string =>
  `${origin}/images/banner-welcome.svg`

/** A LINE Flex message: the brand's banner, a line of text and a button opening the referral link. */
export function referralFlex(link: string, banner: string) {
  return {
    type: 'flex' as const,
    altText: `${AFFILIATE_TEXT.flexAlt} ${link}`,
    contents: {
      type: 'bubble' as const,
      hero: {
        type: 'image' as const,
        url: banner,
        size: 'full',
        aspectRatio: '20:9',
        aspectMode: 'cover' as const,
      },
      body: {
        type: 'box' as const,
        layout: 'vertical' as const,
        contents: [
          { type: 'text' as const, text: AFFILIATE_TEXT.flexTitle, weight: 'bold' as const, size: 'lg' },
          { type: 'text' as const, text: AFFILIATE_TEXT.shareText, wrap: true, size: 'sm' },
        ],
      },
      footer: {
        type: 'box' as const,
        layout: 'vertical' as const,
        contents: [
          {
            type: 'button' as const,
            style: 'primary' as const,
            action: { type: 'uri' as const, label: AFFILIATE_TEXT.flexButton, uri: link },
          },
        ],
      },
    },
  }
}

/** Inside LINE (LIFF ready): the LINE share is offered (availability is checked on the press). */
export const canShareInLine = (): boolean => liffBoot().status === 'ready'

export type ShareOutcome = 'shared' | 'cancelled' | 'login' | 'unavailable'

/** "แชร์ให้เพื่อนใน LINE": the target picker with the Flex message (a LINE login first if needed). */
export async function shareInLine(link: string, banner: string): Promise<ShareOutcome> {
  const boot = liffBoot()
  if (boot.status !== 'ready') return 'unavailable'
  const { liff } = boot
  // An old LINE version, or the channel lacks the permission: the member copies the link instead.
  if (!liff.isApiAvailable('shareTargetPicker')) return 'unavailable'
  if (!liff.isLoggedIn()) {
    // Once, behind the member's press (docs/product.md, LINE): LINE comes back to this page.
    liff.login({ redirectUri: globalThis.location.href })
    return 'login'
  }
  // The picker resolves undefined when the member closes it.
  const result = await liff.shareTargetPicker([referralFlex(link, banner)], { isMultiple: true })
  return result ? 'shared' : 'cancelled'
}

/** Outside LINE: the phone's own share sheet (navigator.share), when the browser has one. */
export const canShareNatively = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function'

export async function shareNatively(link: string): Promise<ShareOutcome> {
  try {
    await navigator.share({ title: AFFILIATE_TEXT.title, text: AFFILIATE_TEXT.shareText, url: link })
    return 'shared'
  } catch {
    // The member closed the sheet (AbortError) or the browser refused.
    return 'cancelled'
  }
}
