import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { Toaster } from '../components/ui/toaster'
import { loadAgentContentAtom } from '../features/agent/atoms'
import { isLoggedInAtom } from '../features/auth/atoms'
import { clearWalletsAtom, refreshWalletsAtom } from '../features/wallet/atoms'
import { useApiReactions } from './api-reactions'
import { ChakraGlobalsHost, WithChakra } from './chakra/with-chakra'
import { ErrorBoundary } from './error-boundary'
import { ProgressBar } from './progress/progress-bar'
import { store as appStore } from './store'

/** Start-up work of the site: the agent's content once, and the wallets of a logged-in member. */
function AppEffects() {
  useApiReactions()
  const loadAgentContent = useSetAtom(loadAgentContentAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  const clearWallets = useSetAtom(clearWalletsAtom)
  useEffect(() => {
    void loadAgentContent()
  }, [loadAgentContent])
  useEffect(() => {
    if (loggedIn) void refreshWallets()
    else clearWallets()
  }, [loggedIn, refreshWallets, clearWallets])
  return null
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
        {children}
        <Toaster scope={WithChakra} />
      </ErrorBoundary>
    </JotaiProvider>
  )
}
