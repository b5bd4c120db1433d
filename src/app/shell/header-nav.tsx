import { Link } from 'wouter'
import { NAV_LINKS, TEXT } from '../texts'
import css from './shell.module.css'

/** Wide screens (lg and up): the navigation inline in the header; smaller screens use the drawer. */
export function HeaderNav() {
  return (
    <nav aria-label={TEXT.navigation} className={css.nav}>
      <ul className={css.navList}>
        {NAV_LINKS.map((link) => (
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
