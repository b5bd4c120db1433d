import type { ReactNode } from 'react'
import type { Access } from '../config/routes'
import { RequireMember, RequireVisitor } from '../features/auth/components/guards'

/**
 * The guard of an access rule around a page (the guard decides before the page's chunk is
 * requested). The router reaches it through `loaders.ts`: the first screen of `/` needs no guard.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'member') return <RequireMember>{children}</RequireMember>
  if (access === 'visitor') return <RequireVisitor>{children}</RequireVisitor>
  return children
}
