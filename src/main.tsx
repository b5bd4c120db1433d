// Must stay the first import: restores the session before the app's modules load.
import './features/auth/restore'
import './app/theme/brand.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import App from './app/app'
import { preloadFirstPage } from './app/router'
import { initLiff } from './lib/liff'

// Boot order (docs/product.md, "LINE (LIFF)"):
// 1. the stored token goes back into the api-client before any call (features/auth/restore.ts);
// 2. LIFF init starts at module level, once per page load, and only when this load needs it
//    (outside LINE it resolves at once and the SDK chunk is never fetched);
// 3. the splash in index.html's #root stays until init settles, since the router must not read or
//    change the URL before (`liff.state` deep links are turned into the real path by init);
// 4. and until the first page's chunks are here (router.tsx, `preloadFirstPage`), so the first
//    render commits the page, not the header over an empty page area. Its download starts now, with
//    LIFF's init; a deep link's real path, known after init, is loaded then (the same chunks, once).
const liffReady = initLiff()
const ignore = () => {}
void preloadFirstPage(location.pathname).catch(ignore)
const firstPage = liffReady.then(() => preloadFirstPage(location.pathname).catch(ignore))

/**
 * A hung init (SDK or LINE servers unreachable) or chunk download must not keep the site behind the
 * splash forever.
 */
const SPLASH_LIMIT_MS = 15_000

void Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, SPLASH_LIMIT_MS))]).then(() => {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  // A transition lets React render the first screen in slices and yield between them, so a slow
  // phone never sees one long blocking task (the splash stays until the commit).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
})
