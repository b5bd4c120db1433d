import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { useAtomValue, useSetAtom } from 'jotai'
import { BellIcon, ChatIcon, GiftIcon } from '../../components/ui/icons'
import { agentConfigAtom, eventsListAtom } from '../../features/agent/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'

const round = { rounded: 'full', w: '12', h: '12', px: '0', shadow: 'lg' } as const

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
    // Bottom-anchored column: the bell (always there) sits lowest, so the buttons that arrive with
    // the agent content appear above it without moving it (no layout shift).
    <Stack position="fixed" right="3" bottom="4" zIndex="docked" gap="2" align="center">
      {events.length > 0 ? (
        <Button {...round} aria-label={TEXT.events} title={TEXT.events} onClick={() => openEvents(true)}>
          <GiftIcon />
        </Button>
      ) : null}
      {config ? (
        <>
          <Button asChild {...round} variant="subtle">
            <a
              href={config.info.line_admin_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={TEXT.contactAdmin}
              title={TEXT.contactAdmin}
            >
              <ChatIcon />
            </a>
          </Button>
          <Button asChild {...round} bg="#06c755" color="white" fontSize="xs">
            <a
              href={config.info.line_contact_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={TEXT.contactLine}
              title={TEXT.contactLine}
            >
              <Box as="span" aria-hidden="true">
                LINE
              </Box>
            </a>
          </Button>
        </>
      ) : null}
      <Button
        {...round}
        variant="subtle"
        aria-label={TEXT.notificationTitle}
        title={TEXT.notificationTitle}
        onClick={() => openNotifications(true)}
      >
        <BellIcon />
      </Button>
    </Stack>
  )
}
