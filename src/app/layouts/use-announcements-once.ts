import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { agentContentReadyAtom, importantNotificationsAtom } from '../../features/agent/atoms'
import { announcementsSeenAtom, openModalBySelfAtom } from '../../features/layout-ui/atoms'
import { whenIdle } from '../../lib/idle'

/**
 * Opens 'ประกาศสำคัญ' by itself once per session, when there are important announcements. The
 * overlay state decides when it shows: never over an overlay the member opened (it waits until
 * that one closes), even when the announcements arrive after the member opened the menu.
 */
export function useAnnouncementsOnce(): void {
  const ready = useAtomValue(agentContentReadyAtom)
  const count = useAtomValue(importantNotificationsAtom).length
  const [seen, setSeen] = useAtom(announcementsSeenAtom)
  const openBySelf = useSetAtom(openModalBySelfAtom)
  useEffect(() => {
    if (!ready || seen || count === 0) return
    // After the first screen has settled: the dialog never competes with the page's own paint.
    return whenIdle(() => {
      setSeen(true)
      openBySelf('notification')
    }, 1500)
  }, [ready, seen, count, setSeen, openBySelf])
}
