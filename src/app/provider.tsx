import { Provider as JotaiProvider, useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster'
import { liveConnectionAtom } from '../lib/live-events'
import { accessTokenAtom } from '../lib/session'
import { useApiReactions } from './api-reactions'
import { ChakraGlobalsHost, WithChakra } from './chakra/with-chakra'
import { ErrorBoundary } from './error-boundary'
import { ProgressBar } from './progress/progress-bar'
import { AgentCheck } from './shell/agent-check'
import { store as appStore } from './store'

/** Showing it keeps the member's live-updates stream open (lib/live-events.ts). */
function LiveUpdates() {
  useAtomValue(liveConnectionAtom)
  return null
}

/**
 * The app's reactions to 401/400, and live updates while a member is logged in: a new token (another
 * member) opens a new stream, a logout closes it. Data loads where it is shown (lib/query.ts).
 */
function AppEffects() {
  useApiReactions()
  const token = useAtomValue(accessTokenAtom)
  return token ? <LiveUpdates key={token} /> : null
}

/**
 * The one jotai store, the top error boundary, progress bar and toaster. Chakra is not here: it
 * loads with the first page or overlay that uses it (chakra/with-chakra.tsx).
 */
export function AppProvider({
  children,
  store = appStore,
}: {
  children: ReactNode
  store?: typeof appStore
}) {
  return (
    <JotaiProvider store={store}>
      <ErrorBoundary>
        <AppEffects />
        <ChakraGlobalsHost />
        <ProgressBar />
        <AgentCheck />
        {children}
        {/* A toaster that cannot load Chakra shows nothing rather than replacing the page. */}
        <ErrorBoundary fallback={null}>
          <Toaster scope={WithChakra} />
        </ErrorBoundary>
      </ErrorBoundary>
    </JotaiProvider>
  )
}
