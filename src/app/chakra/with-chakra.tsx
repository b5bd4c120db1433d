import { type ReactNode, Suspense, use } from 'react'
import { onDemand } from '../../lib/on-demand'
import { trackProgress } from '../../lib/progress'
import { reloadForNewChunks } from '../chunk-reload'

type ChakraModule = typeof import('./chakra-scope')

/**
 * Chakra UI on demand. The first screen of `/` (layout, home, dialogs) is plain CSS; pages and
 * overlays built with Chakra components sit inside `<WithChakra>`, which downloads Chakra and our
 * system with the first of them and shows `fallback` meanwhile. Creating the system is the most
 * expensive script work of the site, so a visitor who only looks at `/` never pays for it.
 */
const chakra = onDemand<ChakraModule>(() =>
  trackProgress(
    import('./chakra-scope').catch((error: unknown) => {
      // A new deployment replaced the chunk: reload (once a minute at most), else the error boundary.
      if (reloadForNewChunks()) return new Promise<ChakraModule>(() => {})
      throw error
    }),
  ),
)

/** Starts (or joins) Chakra's download: for a first page that uses it (router.tsx). */
export const preloadChakra = (): Promise<unknown> => chakra.load()

export function WithChakra({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Scope>{children}</Scope>
    </Suspense>
  )
}

function Scope({ children }: { children: ReactNode }) {
  // Not `use()` alone: a scope that first shows in a click's (synchronous) render suspended there
  // though Chakra was loaded (the login dialog over a promotion's terms did not open in its test).
  const { ChakraScope } = chakra.current() ?? use(chakra.load())
  return <ChakraScope>{children}</ChakraScope>
}

/** Mount once at the root: inserts Chakra's global styles as soon as any scope loaded Chakra. */
export function ChakraGlobalsHost() {
  const mod = chakra.useLoaded()
  if (!mod) return null
  const { ChakraGlobals } = mod
  return <ChakraGlobals />
}
