import { useAtom, useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { buttonClass, ui } from '../../../components/ui/plain'
import { PATHS } from '../../../config/paths'
import { sessionUserAtom } from '../../../lib/session'
import { atomWithLocalData } from '../../../lib/storage'
import { responsibleStatusAtom } from '../atoms'
import { RESPONSIBLE_TEXT as T } from '../texts'
import css from './offer.module.css'

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id))

/** The members this device offered the limits to (`local_data.local.responsibleOffered`). */
const offeredAtom = atomWithLocalData<number[]>('local.responsibleOffered', [], isIdList)

/**
 * The offer of the limits after the first deposit: the server says when (`status.offer`: exactly one
 * paid deposit and nothing set yet), and each member sees it once on a device (the paid deposit's
 * page, or the deposit page next time). It stays for this view and never comes back. Plain CSS (the
 * deposit page runs no Chakra code), like the links below.
 */
export function ResponsibleOffer() {
  const { status } = useAtomValue(responsibleStatusAtom)
  const memberId = useAtomValue(sessionUserAtom)?.info?.id
  const [offered, setOffered] = useAtom(offeredAtom)
  const [show, setShow] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const due = Boolean(status?.offer) && memberId !== undefined && !offered.includes(memberId)
  useEffect(() => {
    if (!due || memberId === undefined) return
    setShow(true)
    setOffered((ids) => [...ids, memberId])
  }, [due, memberId, setOffered])
  if (!show || dismissed) return null
  return (
    <aside className={css.card} aria-label={T.offerTitle}>
      <p className={ui.strong}>{T.offerTitle}</p>
      <p className={ui.small}>{T.offerBody}</p>
      <div className={css.actions}>
        <Link href={`~${PATHS.responsible}`} className={buttonClass('solid', 'sm')}>
          {T.offerGo}
        </Link>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setDismissed(true)}>
          {T.offerLater}
        </button>
      </div>
    </aside>
  )
}

/** The deposit page's link to the limits. */
export function ResponsibleLink() {
  return (
    <p className={css.depositLink}>
      <Link href={`~${PATHS.responsible}`}>{T.depositLink}</Link>
    </p>
  )
}

/** The profile's entry to the page (and to the play history). */
export function ResponsibleProfileCard() {
  return (
    <section className={`${css.card} ${css.tight}`} aria-label={T.profileLink}>
      <p className={ui.strong}>{T.profileLink}</p>
      <p className={ui.small}>{T.profileHint}</p>
      <div className={css.actions}>
        <Link href={`~${PATHS.responsible}`} className={buttonClass('solid', 'sm')}>
          {T.profileOpen}
        </Link>
        <Link href={`~${PATHS.responsibleHistory}`} className={buttonClass('outline', 'sm')}>
          {T.historyTitle}
        </Link>
      </div>
    </section>
  )
}
