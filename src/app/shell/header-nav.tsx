import { Link } from 'wouter'
import { LOBBIES, TEXT } from '../texts'
import css from './shell.module.css'

const LINKS = [{ label: TEXT.home, href: '/' }, ...LOBBIES, { label: TEXT.promotions, href: '/promotions' }]

/** Wide screens (lg and up): the navigation inline in the header; smaller screens use the drawer. */
export function HeaderNav() {
  return (
    <nav aria-label={TEXT.navigation} className={css.nav}>
      <ul className={css.navList}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link href={`~${link.href}`} className={css.navLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
