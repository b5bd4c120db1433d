import type { Liff } from '@line/liff/core'
import type { ExtendedInit } from '@line/liff-mock'
// Named imports: the file's `_note` for operators is not shipped.
import { apps, channelId, pages } from '../../liff.config.json'
import { fromLine, type LiffBoot, type PageContext, underPath } from './liff'

/**
 * The LIFF side of the boot (lib/liff.ts imports it only when a page load may need LIFF): the LIFF
 * apps and pages of liff.config.json, the exact rules, and the SDK's init.
 */
export interface LiffApp {
  liffId: string
  endpointPath: string
}
export interface LiffConfig {
  channelId: string
  apps: Record<string, LiffApp>
  /** The `/liff/<name>` pages that exist. */
  pages: string[]
}
export const LIFF_CONFIG: LiffConfig = { channelId, apps, pages }

/** True when this page load must run the LIFF SDK (any rule of docs/product.md, "LINE (LIFF)"). */
export function needsLiff(page: PageContext): boolean {
  return fromLine(page) || isLiffPage(page.pathname)
}

/**
 * A path of a LIFF page: an app's endpoint (the LIFF home) or one of `pages` under it (a name with
 * `:params` also covers the paths below its fixed part). An unknown name is the 404 page, shown at
 * once: outside LINE, waiting for the SDK's init first kept it behind the splash for seconds.
 */
export function isLiffPage(pathname: string, liffConfig: LiffConfig = LIFF_CONFIG): boolean {
  if (!underPath(pathname, '/liff')) return false
  const app = chooseLiffApp(pathname, liffConfig)
  if (!underPath(pathname, app.endpointPath)) return false
  const rest = pathname.slice(app.endpointPath.length).replace(/^\/+|\/+$/g, '')
  if (rest === '') return true
  return liffConfig.pages.some((name) => {
    const fixed = name.split('/:')[0]
    return rest === name || (fixed !== name && underPath(rest, fixed))
  })
}

/** The LIFF app whose endpoint path holds this path (longest wins); else the `full` app. */
export function chooseLiffApp(pathname: string, liffConfig: LiffConfig = LIFF_CONFIG): LiffApp {
  const apps = Object.values(liffConfig.apps)
  const matching = apps
    .filter((app) => underPath(pathname, app.endpointPath))
    .sort((a, b) => b.endpointPath.length - a.endpointPath.length)
  return matching[0] ?? liffConfig.apps.full ?? apps[0]
}

/** The boot of a page load that may need LIFF: `off` when it does not after all (an unknown /liff page). */
export function bootLiff(page: PageContext): Promise<LiffBoot> {
  return needsLiff(page) ? loadAndInit(chooseLiffApp(page.pathname)) : Promise.resolve({ status: 'off' })
}

async function loadAndInit(app: LiffApp): Promise<LiffBoot> {
  try {
    const { liff } = await import('./liff-sdk')
    if (import.meta.env.VITE_LIFF_MOCK === '1') {
      // Statically false in production builds, so the mock is tree-shaken away.
      const { LiffMockPlugin } = await import('@line/liff-mock')
      // Typed against the full SDK's context; the pluggable core hands it the same object.
      liff.use(new LiffMockPlugin() as unknown as Parameters<Liff['use']>[0])
      await (liff.init as ExtendedInit)({ liffId: app.liffId, mock: true })
      // What an e2e test set before the page loaded (`window.__liffMock`: a LINE ID token from the
      // stand-in for `getIDToken`...), in place before the site asks LIFF anything.
      const preset = (globalThis as { __liffMock?: Record<string, unknown> }).__liffMock
      if (preset)
        (liff as unknown as { $mock: { set: (f: (p: object) => object) => void } }).$mock.set((p) => ({
          ...p,
          ...preset,
        }))
        // Mock builds only: the e2e tests reach the SDK (liff.$mock.set, spies on shareTargetPicker).
      ;(globalThis as { liff?: unknown }).liff = liff
    } else {
      await liff.init({ liffId: app.liffId })
    }
    return { status: 'ready', liff, liffId: app.liffId }
  } catch (error) {
    console.error('LIFF init failed:', error instanceof Error ? error.message : error)
    return { status: 'failed', error }
  }
}
