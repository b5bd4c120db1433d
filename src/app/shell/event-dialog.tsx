import { useAtom, useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { AppDialog } from '../../components/ui/app-dialog'
import { pollPath, questEventPath } from '../../config/paths'
import { eventsListAtom } from '../../features/agent/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'
import css from './overlays.module.css'

/**
 * Where an event image leads: its poll, its quest (the quests page showing that event's quest,
 * event/quest), its page (the wheel event: the wheel), else /poll/1 (spec section 2).
 */
const targetOf = (event: {
  id: number
  poll_id?: number | null
  quest_id?: number | null
  link?: string | null
}): string =>
  event.poll_id
    ? pollPath(event.poll_id)
    : event.quest_id
      ? questEventPath(event.id)
      : (event.link ?? pollPath(1))

/** Event dialog (width 800): the event images; clicking one opens its poll or quest (default /poll/1). */
export default function EventDialog() {
  const [open, setOpen] = useAtom(modalOpenAtom('event'))
  const events = useAtomValue(eventsListAtom)
  const close = () => setOpen(false)
  return (
    <AppDialog open={open} onClose={close} title={TEXT.events} width={800}>
      <div className={css.events}>
        {events.map((event) => (
          <Link key={event.id} href={`~${targetOf(event)}`} onClick={close} className={css.event}>
            <img src={event.image} alt={event.title} width={800} height={450} loading="lazy" />
          </Link>
        ))}
      </div>
    </AppDialog>
  )
}
