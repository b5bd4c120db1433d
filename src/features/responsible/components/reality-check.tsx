import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { AppDialog } from '../../../components/ui/app-dialog'
import { buttonClass } from '../../../components/ui/plain'
import { PATHS } from '../../../config/paths'
import { formatBaht } from '../../../lib/format'
import { refreshResponsibleAtom, responsibleStatusAtom } from '../atoms'
import { RESPONSIBLE_TEXT as T } from '../texts'

const MINUTE_MS = 60_000

/**
 * The reality check (the interval the member chose on the responsible-play page): while a betting
 * screen is open (a game, a lotto slip, the Yeekee board), every N minutes of the login session a
 * dialog says how long they have played and this session's net result, with "เล่นต่อ" and
 * "ออกจากเกม" (`onLeave`, home by default) and a link to the history. Off (0) shows nothing.
 */
export function RealityCheck({ active = true, onLeave }: { active?: boolean; onLeave?: () => void }) {
  const { status } = useAtomValue(responsibleStatusAtom)
  const refresh = useSetAtom(refreshResponsibleAtom)
  const [, navigate] = useLocation()
  const [open, setOpen] = useState(false)
  const minutes = status?.reality_check_minutes ?? 0
  const startedAt = status ? Date.parse(status.session.started_at) : Number.NaN

  useEffect(() => {
    if (open || !active || !minutes || Number.isNaN(startedAt)) return
    const every = minutes * MINUTE_MS
    const elapsed = Date.now() - startedAt
    const next = (Math.floor(elapsed / every) + 1) * every - elapsed
    const timer = window.setTimeout(() => {
      refresh()
      setOpen(true)
    }, next)
    return () => window.clearTimeout(timer)
  }, [active, minutes, startedAt, open, refresh])

  if (!open || !status) return null
  const played = Math.floor((Date.now() - startedAt) / MINUTE_MS)
  const net = Math.round((status.session.wins - status.session.stakes) * 100) / 100
  const leave = () => {
    setOpen(false)
    if (onLeave) onLeave()
    else navigate(`~${PATHS.home}`)
  }
  return (
    <AppDialog
      open
      onClose={() => setOpen(false)}
      title={T.realityDialogTitle}
      width={360}
      role="alertdialog"
      footer={
        <>
          <button type="button" className={buttonClass('outline')} onClick={leave}>
            {T.leave}
          </button>
          <button type="button" className={buttonClass('solid')} onClick={() => setOpen(false)}>
            {T.keepPlaying}
          </button>
        </>
      }
    >
      <p>{T.realityPlayed(played)}</p>
      <p>
        {T.realityNet} <strong data-testid="reality-net">{formatBaht(net)}</strong>
      </p>
      <p>
        <Link href={`~${PATHS.responsibleHistory}`} onClick={() => setOpen(false)}>
          {T.historyLink}
        </Link>
      </p>
    </AppDialog>
  )
}
