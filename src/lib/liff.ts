import type { Liff } from '@line/liff/core'

/**
 * LIFF boot (docs/product.md, "LINE (LIFF)"). Outside LINE nothing of LIFF downloads: this file only
 * tells a page load that may need it; the exact rules, the LIFF apps and pages (`liff-boot.ts`) and
 * the SDK and its modules (`liff-sdk.ts`) are dynamic imports, separate chunks reached only then.
 */
export interface PageContext {
  userAgent: string
  pathname: string
  search: string
  hash: string
}

const currentContext = (): PageContext => ({
  userAgent: globalThis.navigator?.userAgent ?? '',
  pathname: globalThis.location?.pathname ?? '/',
  search: globalThis.location?.search ?? '',
  hash: globalThis.location?.hash ?? '',
})

const LINE_USER_AGENT = /Line\/\d+\.\d+\.\d+/
const LIFF_QUERY_KEYS = [
  'liff.state',
  'liff.referrer',
  'liffRedirectUri',
  'liffOAuth2Error',
  'liffIsEscapedFromApp',
]

export const underPath = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`)

/** LINE's browser, or LIFF's query or hash in the URL: the rules of docs/product.md but the path's. */
export function fromLine(page: PageContext): boolean {
  if (LINE_USER_AGENT.test(page.userAgent)) return true
  const query = new URLSearchParams(page.search)
  if (LIFF_QUERY_KEYS.some((key) => query.has(key))) return true
  if (query.has('code') && query.has('liffClientId')) return true
  return page.hash.includes('access_token=')
}

/** This page load may run the LIFF SDK: from LINE, or any path under `/liff` (liff-boot.ts decides). */
const mayNeedLiff = (page: PageContext) => fromLine(page) || underPath(page.pathname, '/liff')

export type LiffBoot =
  | { status: 'off' }
  | { status: 'ready'; liff: Liff; liffId: string }
  | { status: 'failed'; error: unknown }

let booting: Promise<LiffBoot> | null = null
let settled: LiffBoot = { status: 'off' }

/**
 * Starts LIFF once per page load (main.tsx calls it at module level, before the router mounts)
 * and always resolves: a failed init leaves the site running as a normal website.
 */
export function initLiff(page: PageContext = currentContext()): Promise<LiffBoot> {
  booting ??= mayNeedLiff(page)
    ? import('./liff-boot')
        .then(({ bootLiff }) => bootLiff(page))
        .catch((error: unknown): LiffBoot => {
          console.error('LIFF init failed:', error instanceof Error ? error.message : error)
          return { status: 'failed', error }
        })
        .then((boot) => {
          settled = boot
          return boot
        })
    : Promise.resolve(settled)
  return booting
}

/** The boot result once init settled (`off` before, or outside LINE). */
export const liffBoot = (): LiffBoot => settled
