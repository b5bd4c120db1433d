import { useAtomValue } from 'jotai'
import { agentConfigAtom } from '../../features/agent/atoms'
import { TEXT } from '../texts'
import css from './shell.module.css'

/** Footer (spec section 2): copyright with the current year and the brand. */
export function Footer() {
  const config = useAtomValue(agentConfigAtom)
  return (
    <footer className={css.footer}>
      © {new Date().getFullYear()} {config?.name ?? TEXT.brand}. {TEXT.copyright}
    </footer>
  )
}
