import { type ReactNode, useEffect, useState } from 'react'

/**
 * A section that is not part of the first screen (below the fold): `children` (typically a
 * React.lazy component, whose chunk downloads when it first renders) render once the browser is
 * idle after the first screen (at the latest after 3 s), so their scripts never compete with it.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(false)
  useEffect(() => {
    const reveal = () => setShow(true)
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(reveal, 0)
      return () => clearTimeout(timer)
    }
    const id = requestIdleCallback(reveal, { timeout: 3000 })
    return () => cancelIdleCallback(id)
  }, [])
  return show ? children : null
}
