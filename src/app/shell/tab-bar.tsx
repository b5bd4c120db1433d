import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import { Link, useLocation } from 'wouter'
import { CoinsIcon, GamepadIcon, HomeIcon, TicketIcon, UserIcon } from '../../components/ui/icons'
import { allLobbiesPath, PATHS } from '../../config/paths'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { TEXT } from '../texts'
import css from './shell.module.css'

interface Tab {
  label: string
  href: string
  Icon: ComponentType<{ size?: number }>
  /** The pages this tab stands for (the tab is marked as where the member is). */
  here: (path: string) => boolean
}

const MONEY_PAGES: readonly string[] = [PATHS.deposit, PATHS.payment, PATHS.withdraw, PATHS.statement]

const HOME: Tab = { label: TEXT.home, href: PATHS.home, Icon: HomeIcon, here: (p) => p === PATHS.home }
const GAMES: Tab = {
  label: TEXT.tabGames,
  href: allLobbiesPath,
  Icon: GamepadIcon,
  here: (p) => p === allLobbiesPath || p.startsWith(`${allLobbiesPath}/`),
}
const LOTTO: Tab = {
  label: TEXT.lotto,
  href: PATHS.lottoLobby,
  Icon: TicketIcon,
  here: (p) => p.startsWith('/lotto/'),
}
const MONEY: Tab = {
  label: TEXT.tabMoney,
  href: PATHS.deposit,
  Icon: CoinsIcon,
  here: (p) => MONEY_PAGES.includes(p),
}
const ACCOUNT: Tab = {
  label: TEXT.tabAccount,
  href: PATHS.profile,
  Icon: UserIcon,
  here: (p) => p.startsWith('/member/') && !MONEY_PAGES.includes(p),
}
const AUTH_PAGES: readonly string[] = [PATHS.login, PATHS.register, PATHS.forgot]
const LOGIN: Tab = {
  label: TEXT.login,
  href: PATHS.login,
  Icon: UserIcon,
  here: (p) => AUTH_PAGES.includes(p),
}

/** The tabs: a visitor's ฝาก-ถอน opens the login dialog (a member page), the last tab logs in. */
export const tabsFor = (member: boolean): readonly Tab[] =>
  member ? [HOME, GAMES, LOTTO, MONEY, ACCOUNT] : [HOME, GAMES, LOTTO, MONEY, LOGIN]

/**
 * The bottom tab bar on phones and tablets (below 80rem, where the header has no room for the
 * navigation): home, the games, the lottery, deposit-withdraw and the account, the current one
 * marked (`aria-current="page"`). Plain CSS: it is on the first screen.
 */
export function TabBar() {
  const member = useAtomValue(isLoggedInAtom)
  const [location] = useLocation()
  return (
    <nav aria-label={TEXT.tabBar} className={css.tabBar} data-tab-bar>
      {tabsFor(member).map(({ label, href, Icon, here }) => (
        <Link
          key={label}
          href={`~${href}`}
          className={css.tab}
          aria-current={here(location) ? 'page' : undefined}
        >
          <Icon size={22} />
          <span>{label}</span>
        </Link>
      ))}
    </nav>
  )
}
