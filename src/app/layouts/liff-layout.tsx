import { Box } from '@chakra-ui/react/box'
import { useAtomValue } from 'jotai'
import { lazy, type ReactNode, Suspense } from 'react'
import { Link } from 'wouter'
import { PATHS } from '../../config/paths'
import { agentConfigAtom } from '../../features/agent/atoms'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { liffBoot } from '../../lib/liff'
import { LiffRouter } from '../liff/liff-router'
import { HeaderMember } from '../shell/header-member'
import { HeaderVisitor } from '../shell/header-visitor'
import { Overlays } from '../shell/overlays'
import css from '../shell/shell.module.css'
import { TEXT } from '../texts'
import { useLayoutMount } from './use-layout-mount'

/** Inside LINE a visitor is logged in with LINE on any page (features/auth, its own chunk). */
const LiffLineWelcome = lazy(() => import('../../features/auth/components/liff-line-welcome'))

/**
 * Pages opened inside LINE (`/liff`, `/liff/<name>`): one compact bar (logo to the LIFF home, the
 * balance and member menu), no footer (LINE shows its own bar), one narrow column, and the overlays
 * (member menu, game sheet). Everything inside runs under `LiffRouter`, so links stay in LIFF.
 */
export function LiffLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  const loggedIn = useAtomValue(isLoggedInAtom)
  return (
    <LiffRouter>
      <header className={css.header}>
        <div className={css.headerRow}>
          <LiffLogo />
          <div className={css.spacer} />
          {loggedIn ? <HeaderMember /> : <HeaderVisitor />}
        </div>
      </header>
      <Box as="main" maxW="md" mx="auto" px="3" py="3" minH="100dvh">
        {!loggedIn && liffBoot().status === 'ready' ? (
          <Suspense fallback={null}>
            <LiffLineWelcome />
          </Suspense>
        ) : null}
        {children}
      </Box>
      <Overlays />
    </LiffRouter>
  )
}

/** The brand's logo, a link to the home page: the LIFF home here. */
function LiffLogo() {
  const config = useAtomValue(agentConfigAtom)
  return (
    <Link href={`~${PATHS.home}`} aria-label={TEXT.home} className={css.logo}>
      {config ? (
        <img src={config.info.agent_logo} alt={config.name} width={120} height={36} />
      ) : (
        <span className={css.logoText}>{TEXT.brand}</span>
      )}
    </Link>
  )
}
