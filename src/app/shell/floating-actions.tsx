import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { BellIcon, ChatIcon, GiftIcon } from '../../components/ui/icons'
import { buttonClass } from '../../components/ui/plain'
import { agentConfigAtom, eventsListAtom, importantNotificationsAtom } from '../../features/agent/atoms'
import { announcementsSeenAtom, modalOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'
import css from './shell.module.css'

const solid = buttonClass('solid', 'md', css.round)
const subtle = buttonClass('subtle', 'md', css.round)
const bell = `${subtle} ${css.bell}`

/**
 * Floating buttons (spec section 2): announcements, the event button (only when events exist),
 * the contact button (admin chat) and the LINE contact button. The announcements open by themselves
 * on the home page only (use-announcements-once.ts): until this session has shown them, the bell
 * counts them, so a member on another page knows they are there.
 */
export function FloatingActions() {
  const config = useAtomValue(agentConfigAtom)
  const events = useAtomValue(eventsListAtom)
  const openNotifications = useSetAtom(modalOpenAtom('notification'))
  const [seen, setSeen] = useAtom(announcementsSeenAtom)
  const important = useAtomValue(importantNotificationsAtom).length
  const unread = seen ? 0 : important
  const openEvents = useSetAtom(modalOpenAtom('event'))
  return (
    // The bell comes first: the row and the column are laid out from the end (shell.module.css), so
    // it keeps its place while the others arrive with the agent content.
    <div className={css.floating} data-floating-actions>
      <button
        type="button"
        className={bell}
        aria-label={unread > 0 ? TEXT.notificationUnread(unread) : TEXT.notificationTitle}
        title={TEXT.notificationTitle}
        onClick={() => {
          // Read from the bell: the home page does not open them again this session.
          setSeen(true)
          openNotifications(true)
        }}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className={css.badge} aria-hidden="true">
            {unread}
          </span>
        ) : null}
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
