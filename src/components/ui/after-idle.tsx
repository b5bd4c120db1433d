import { type ReactNode, useEffect, useState } from 'react'
import { whenIdle } from '../../lib/idle'

/**
 * A section that is not part of the first screen (below the fold): `children` (typically a
 * React.lazy component, whose chunk downloads when it first renders) render once the browser is
 * idle after the first screen (at the latest after 3 s), so their scripts never compete with it.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(false)
  useEffect(() => whenIdle(() => setShow(true), 3000), [])
  return show ? children : null
}
