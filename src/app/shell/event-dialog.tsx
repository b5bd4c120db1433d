import { useAtom, useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { AppDialog } from '../../components/ui/app-dialog'
import { pollPath } from '../../config/paths'
import { eventsListAtom } from '../../features/agent/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'
import css from './overlays.module.css'

/** Where an event image leads (spec section 2). */
const EVENT_TARGET = pollPath(1)

/** Event dialog (width 800): the event images; clicking one goes to /poll/1. */
export default function EventDialog() {
  const [open, setOpen] = useAtom(modalOpenAtom('event'))
  const events = useAtomValue(eventsListAtom)
  const close = () => setOpen(false)
  return (
    <AppDialog open={open} onClose={close} title={TEXT.events} width={800}>
      <div className={css.events}>
        {events.map((event) => (
          <Link key={event.id} href={`~${EVENT_TARGET}`} onClick={close} className={css.event}>
            <img src={event.image} alt={event.title} width={800} height={450} loading="lazy" />
          </Link>
        ))}
      </div>
    </AppDialog>
  )
}
