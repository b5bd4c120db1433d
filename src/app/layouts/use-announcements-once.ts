import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { agentContentReadyAtom, importantNotificationsAtom } from '../../features/agent/atoms'
import { announcementsSeenAtom, anyModalOpenAtom, modalOpenAtom } from '../../features/layout-ui/atoms'

/**
 * Opens 'ประกาศสำคัญ' by itself once per session, when there are important announcements, and
 * never over a dialog the member opened first (it waits until that one closes).
 */
export function useAnnouncementsOnce(): void {
  const ready = useAtomValue(agentContentReadyAtom)
  const count = useAtomValue(importantNotificationsAtom).length
  const [seen, setSeen] = useAtom(announcementsSeenAtom)
  const busy = useAtomValue(anyModalOpenAtom)
  const open = useSetAtom(modalOpenAtom('notification'))
  useEffect(() => {
    if (!ready || seen || count === 0 || busy) return
    // After the first screen has settled: the dialog never competes with the page's own paint.
    const show = () => {
      setSeen(true)
      open(true)
    }
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(show, 0)
      return () => clearTimeout(timer)
    }
    const id = requestIdleCallback(show, { timeout: 1500 })
    return () => cancelIdleCallback(id)
  }, [ready, seen, count, busy, setSeen, open])
}
