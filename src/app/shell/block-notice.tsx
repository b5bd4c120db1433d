import { useEffect, useState } from 'react'
import { AppDialog } from '../../components/ui/app-dialog'
import type { ResponsibleStatus } from '../../contract/responsible'
import { getResponsible } from '../../features/responsible/api'
import { RESPONSIBLE_TEXT as T } from '../../features/responsible/texts'
import { formatDateTime } from '../../lib/thai-date'

/**
 * Right after a login in this tab: a member in a time-out or self-exclusion is told when it ends
 * (and what still works). Nothing shows for anyone else; a failed read shows nothing.
 */
export default function BlockNotice() {
  const [block, setBlock] = useState<ResponsibleStatus['block']>(null)
  const [open, setOpen] = useState(true)
  useEffect(() => {
    getResponsible().then(
      (status) => setBlock(status.block),
      (error: unknown) =>
        console.warn('responsible status failed:', error instanceof Error ? error.message : error),
    )
  }, [])
  if (!block || !open) return null
  return (
    <AppDialog open onClose={() => setOpen(false)} title={T.blockNoticeTitle} width={360}>
      <p>{T.blocked(block.kind === 'timeout' ? T.timeout : T.exclusion, formatDateTime(block.until))}</p>
      <p>{T.blockNoticeBody}</p>
    </AppDialog>
  )
}
