import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { MenuIcon } from '../../components/ui/icons'
import { agentConfigAtom } from '../../features/agent/atoms'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { drawerOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'
import { HeaderMember } from './header-member'
import { HeaderNav } from './header-nav'
import { HeaderVisitor } from './header-visitor'
import { IconButton } from './icon-button'

/**
 * Site header (spec section 2): logo → home; member: wallet, balance, refresh, menu; visitor: contact
 * link, login, register. The announcement bell sits with the floating buttons (room on 360 px phones).
 */
export function Header({ compact = false }: { compact?: boolean }) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const openDrawer = useSetAtom(drawerOpenAtom)
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="gold.800"
    >
      <Flex
        maxW="6xl"
        mx="auto"
        h="14"
        px={{ base: '2', sm: '4' }}
        align="center"
        gap={{ base: '1', sm: '2' }}
      >
        {compact ? null : (
          <IconButton label={TEXT.navigation} hideFrom="lg" onClick={() => openDrawer(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Logo />
        {compact ? null : <HeaderNav />}
        <Box flex="1" />
        {loggedIn ? <HeaderMember /> : <HeaderVisitor />}
      </Flex>
    </Box>
  )
}

function Logo() {
  const config = useAtomValue(agentConfigAtom)
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      w={{ base: '88px', sm: '120px' }}
      h="36px"
      flexShrink="0"
    >
      <Link href="~/" aria-label={TEXT.home}>
        {config ? (
          <img
            src={config.info.agent_logo}
            alt={config.name}
            width={120}
            height={36}
            style={{ width: '100%', height: 'auto' }}
          />
        ) : (
          <Box as="span" fontWeight="semibold" color="gold.300" fontSize="lg">
            {TEXT.brand}
          </Box>
        )}
      </Link>
    </Box>
  )
}
