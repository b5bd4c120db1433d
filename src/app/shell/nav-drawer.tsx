import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Drawer } from '@chakra-ui/react/drawer'
import { Portal } from '@chakra-ui/react/portal'
import { useAtom, useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { CloseIcon } from '../../components/ui/icons'
import { agentConfigAtom } from '../../features/agent/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { NAV_LINKS, TEXT } from '../texts'
import { SHELL_TEXT } from './texts'

const linkStyle = { display: 'block', px: '4', py: '3', rounded: 'lg', _hover: { bg: 'bg.subtle' } } as const

/**
 * Mobile navigation drawer (a visitor's menu icon; a member's menu icon is the member menu, and the tab bar holds the
 * money pages): home, the lobbies, lotto, promotions, and contact.
 */
export default function NavDrawer() {
  const [open, setOpen] = useAtom(modalOpenAtom('drawer'))
  const config = useAtomValue(agentConfigAtom)
  const close = () => setOpen(false)
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{TEXT.navigation}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label={TEXT.navigation}>
                <Box as="ul" listStyleType="none" display="grid" gap="1">
                  {NAV_LINKS.map((link) => (
                    <li key={link.href}>
                      <Box asChild {...linkStyle}>
                        <Link href={`~${link.href}`} onClick={close}>
                          {link.label}
                        </Link>
                      </Box>
                    </li>
                  ))}
                  {config ? (
                    <li>
                      <Box asChild {...linkStyle} color="gold.300">
                        <a href={config.info.line_admin_url} target="_blank" rel="noopener noreferrer">
                          {TEXT.contactUs}
                        </a>
                      </Box>
                    </li>
                  ) : null}
                </Box>
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <Button variant="ghost" size="sm" px="0" aria-label={SHELL_TEXT.closeWindow}>
                <CloseIcon size={18} />
              </Button>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
