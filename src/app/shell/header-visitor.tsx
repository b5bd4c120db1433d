import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { buttonClass, ui } from '../../components/ui/plain'
import { PATHS } from '../../config/paths'
import { agentConfigAtom } from '../../features/agent/atoms'
import { TEXT } from '../texts'
import css from './shell.module.css'

/** Visitor: the contact-us link to the agent's admin chat, and login / register. */
export function HeaderVisitor() {
  const config = useAtomValue(agentConfigAtom)
  return (
    <>
      {config ? (
        <a
          className={`${css.contact} ${css.control}`}
          href={config.info.line_admin_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {TEXT.contactUs}
        </a>
      ) : null}
      <Link
        href={`~${PATHS.login}`}
        className={buttonClass('outline', 'xs', ui.xsToSm, css.control, css.headerLogin)}
      >
        {TEXT.login}
      </Link>
      <Link href={`~${PATHS.register}`} className={buttonClass('solid', 'xs', ui.xsToSm, css.control)}>
        {TEXT.register}
      </Link>
    </>
  )
}
