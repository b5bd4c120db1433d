import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Redirect, useSearch } from 'wouter'
import { isLoggedInAtom } from '../atoms'
import { safeNextPath } from '../next-path'

interface GuardProps {
  children: ReactNode
}

/** Member-only pages: a visitor (logged-in flag off) is sent to `/` (spec section 2). */
export function RequireMember({ children }: GuardProps) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  // `~` = absolute path, also from inside a nested router with a base (the LIFF layout).
  return loggedIn ? children : <Redirect to="~/" replace />
}

/** Visitor-only pages (login, register, forgot): a member is sent to `/` (or a safe `?next=`). */
export function RequireVisitor({ children }: GuardProps) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const search = useSearch()
  return loggedIn ? <Redirect to={`~${safeNextPath(search)}`} replace /> : children
}
