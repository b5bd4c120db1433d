import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { ChakraScope } from '../../src/app/chakra/chakra-scope'
import { AppProvider } from '../../src/app/provider'
import { RouteGuard } from '../../src/app/route-guard'
import { ROUTES } from '../../src/app/router'
import { createAppStore } from '../../src/app/store'

// No vitest globals here, so Testing Library cannot unmount by itself.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

/**
 * Renders `ui` inside the site's own providers (a fresh jotai store, the app's start-up effects)
 * and our Chakra system (as the router gives it to every page but home), under wouter's memory
 * location at `path`.
 */
export function renderApp(ui: ReactNode, { path = '/', store = createAppStore() } = {}) {
  const [pathname, search = ''] = path.split('?')
  const location = memoryLocation({ path: pathname, searchPath: search, record: true })
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppProvider store={store}>
        <ChakraScope>{ui}</ChakraScope>
      </AppProvider>
    </Router>,
  )
  /** The path the member is on now. */
  const currentPath = () => location.history.at(-1)?.split('?')[0]
  return { ...result, store, location, currentPath }
}

/**
 * A page as the route table serves it: `ui` behind the guard of the row whose path `path` opens
 * (a visitor on a member page goes to `/`, a member on a visitor page to `/` or `?next=`).
 */
export function renderRoute(ui: ReactNode, options: Parameters<typeof renderApp>[1] & { path: string }) {
  const pathname = options.path.split('?')[0]
  const row = ROUTES.find((r) => r.path === pathname)
  if (!row) throw new Error(`no route row for ${pathname}`)
  return renderApp(<RouteGuard access={row.access}>{ui}</RouteGuard>, options)
}
