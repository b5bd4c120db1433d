import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { MenuIcon } from '../../components/ui/icons'
import { PATHS } from '../../config/paths'
import { agentConfigAtom } from '../../features/agent/atoms'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'
import { HeaderMember } from './header-member'
import { HeaderNav } from './header-nav'
import { HeaderVisitor } from './header-visitor'
import { IconButton } from './icon-button'
import css from './shell.module.css'

/**
 * Site header (spec section 2): logo → home; member: wallet, balance, refresh, menu; visitor: the
 * navigation's menu icon, contact link, login, register. One menu icon either way; every control is named and
 * at least 44 x 44 px. The announcement bell sits with the floating buttons (room on 360 px phones);
 * below 80rem the tab bar (tab-bar.tsx) carries the main navigation.
 */
export function Header() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const openDrawer = useSetAtom(modalOpenAtom('drawer'))
  return (
    <header className={css.header}>
      <div className={css.headerRow}>
        {/* One menu icon only: a visitor's opens the navigation (phones), a member's the member menu (HeaderMember). */}
        {loggedIn ? null : (
          <IconButton
            label={TEXT.navigation}
            className={`${css.drawerToggle} ${css.control}`}
            onClick={() => openDrawer(true)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Logo />
        <HeaderNav />
        <div className={css.spacer} />
        {loggedIn ? <HeaderMember /> : <HeaderVisitor />}
      </div>
    </header>
  )
}

function Logo() {
  const config = useAtomValue(agentConfigAtom)
  return (
    <Link href={`~${PATHS.home}`} aria-label={TEXT.home} className={`${css.logo} ${css.control}`}>
      {config ? (
        <img src={config.info.agent_logo} alt={config.name} width={120} height={36} />
      ) : (
        <span className={css.logoText}>{TEXT.brand}</span>
      )}
    </Link>
  )
}
