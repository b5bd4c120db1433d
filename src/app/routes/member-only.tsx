import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { buttonClass } from '../../components/ui/plain'
import { PATHS } from '../../config/paths'
import { askToLoginAtom } from '../../features/layout-ui/atoms'
import { SHELL_TEXT } from '../shell/texts'
import { TEXT } from '../texts'
import css from './home.module.css'

/**
 * What a visitor sees on a member page (in the no-auth layout): why, the way in, and the login
 * dialog opened over it once, which brings them back to this very page.
 */
export default function MemberOnlyPage() {
  const [location] = useLocation()
  const search = useSearch()
  const here = `${location}${search ? `?${search}` : ''}`
  const ask = useSetAtom(askToLoginAtom)
  useEffect(() => {
    ask({ dialog: 'login', path: here })
  }, [ask, here])
  return (
    <section className={css.cta} aria-labelledby="member-only-title">
      <h1 id="member-only-title" className={css.ctaTitle}>
        {SHELL_TEXT.memberOnlyTitle}
      </h1>
      <p>{SHELL_TEXT.memberOnly}</p>
      <div className={css.ctaActions}>
        <Link href={`~${PATHS.login}?next=${encodeURIComponent(here)}`} className={buttonClass('solid')}>
          {TEXT.login}
        </Link>
        <Link href={`~${PATHS.register}`} className={buttonClass('outline')}>
          {TEXT.register}
        </Link>
      </div>
    </section>
  )
}
