import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { PATHS } from '../../config/paths'
import { agentContentReadyAtom, importantNotificationsAtom } from '../../features/agent/atoms'
import { announcementsSeenAtom, openModalBySelfAtom } from '../../features/layout-ui/atoms'
import { whenIdle } from '../../lib/idle'

/**
 * Opens 'ประกาศสำคัญ' by itself once per session, when there are important announcements, on the
 * home page only: over any other page it would cover what the member came for (and be that page's
 * largest paint). A member who entered elsewhere sees the bell's unread badge, and gets the dialog
 * on reaching `/` unless they opened it from the bell first. The overlay state decides when it
 * shows: never over an overlay the member opened (it waits until that one closes), even when the
 * announcements arrive after the member opened the menu.
 */
export function useAnnouncementsOnce(): void {
  const [path] = useLocation()
  const onHome = path === PATHS.home
  const ready = useAtomValue(agentContentReadyAtom)
  const count = useAtomValue(importantNotificationsAtom).length
  const [seen, setSeen] = useAtom(announcementsSeenAtom)
  const openBySelf = useSetAtom(openModalBySelfAtom)
  useEffect(() => {
    if (!onHome || !ready || seen || count === 0) return
    // After the first screen has settled: the dialog never competes with the page's own paint.
    return whenIdle(() => {
      setSeen(true)
      openBySelf('notification')
    }, 1500)
  }, [onHome, ready, seen, count, setSeen, openBySelf])
}
