import { useAtomValue } from 'jotai'
import { lazy, type ReactNode } from 'react'
import { Redirect, useSearch } from 'wouter'
import { liffBoot } from '../../../lib/liff'
import { isLoggedInAtom } from '../atoms'
import { safeNextPath } from '../next-path'

interface GuardProps {
  children: ReactNode
}

/** Inside LINE, a visitor on a member page is logged in with LINE there (its own chunk, LINE only). */
const LiffLineGate = lazy(() => import('./liff-line-gate'))

/**
 * Member-only pages: a visitor (logged-in flag off) is sent to `/` (spec section 2); inside LINE
 * (LIFF booted) never to the full site: LINE logs them in, or they register with LINE, right there.
 */
export function RequireMember({ children }: GuardProps) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  if (loggedIn) return children
  if (liffBoot().status === 'ready') return <LiffLineGate>{children}</LiffLineGate>
  // `~` = absolute path, also from inside a nested router with a base (the LIFF layout).
  return <Redirect to="~/" replace />
}

/** Visitor-only pages (login, register, forgot): a member is sent to `/` (or a safe `?next=`). */
export function RequireVisitor({ children }: GuardProps) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const search = useSearch()
  return loggedIn ? <Redirect to={`~${safeNextPath(search)}`} replace /> : children
}
