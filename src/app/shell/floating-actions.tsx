import { useAtomValue, useSetAtom } from 'jotai'
import { BellIcon, ChatIcon, GiftIcon } from '../../components/ui/icons'
import { buttonClass } from '../../components/ui/plain'
import { agentConfigAtom, eventsListAtom } from '../../features/agent/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'
import css from './shell.module.css'

const solid = buttonClass('solid', 'md', css.round)
const subtle = buttonClass('subtle', 'md', css.round)

/**
 * Floating buttons (spec section 2): announcements, the event button (only when events exist),
 * the contact button (admin chat) and the LINE contact button.
 */
export function FloatingActions() {
  const config = useAtomValue(agentConfigAtom)
  const events = useAtomValue(eventsListAtom)
  const openNotifications = useSetAtom(modalOpenAtom('notification'))
  const openEvents = useSetAtom(modalOpenAtom('event'))
  return (
    // The bell comes first: the row and the column are laid out from the end (shell.module.css), so
    // it keeps its place while the others arrive with the agent content.
    <div className={css.floating} data-floating-actions>
      <button
        type="button"
        className={subtle}
        aria-label={TEXT.notificationTitle}
        title={TEXT.notificationTitle}
        onClick={() => openNotifications(true)}
      >
        <BellIcon />
      </button>
      {config ? (
        <>
          <a
            className={subtle}
            href={config.info.line_admin_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={TEXT.contactAdmin}
            title={TEXT.contactAdmin}
          >
            <ChatIcon />
          </a>
          <a
            className={buttonClass('solid', 'md', css.round, css.line)}
            href={config.info.line_contact_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={TEXT.contactLine}
            title={TEXT.contactLine}
          >
            LINE
          </a>
        </>
      ) : null}
      {events.length > 0 ? (
        <button
          type="button"
          className={solid}
          aria-label={TEXT.events}
          title={TEXT.events}
          onClick={() => openEvents(true)}
        >
          <GiftIcon />
        </button>
      ) : null}
    </div>
  )
}
