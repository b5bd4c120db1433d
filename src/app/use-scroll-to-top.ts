import { useLayoutEffect, useRef } from 'react'

// The path a back/forward step went to. Captured before wouter's own popstate listener re-renders
// the route, so the layout effect below already knows how the member arrived.
let poppedTo: string | null = null
if (typeof window !== 'undefined') {
  window.addEventListener(
    'popstate',
    () => {
      poppedTo = window.location.pathname
    },
    { capture: true },
  )
}

/**
 * A new page opens at its top (not scrolled down where the last long form ended). Back and forward
 * keep the browser's own scroll restoration, and the first load keeps what the browser chose.
 */
export function useScrollToTop(location: string): void {
  const last = useRef(location)
  useLayoutEffect(() => {
    if (last.current === location) return
    last.current = location
    const fromHistory = poppedTo === location
    poppedTo = null
    if (!fromHistory) window.scrollTo(0, 0)
  }, [location])
}
