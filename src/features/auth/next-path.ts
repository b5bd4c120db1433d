import { PATHS } from '../../config/paths'

const AUTH_PAGES = [PATHS.login, PATHS.register, PATHS.forgot]
const isUnder = (path: string, page: string) =>
  path === page || path.startsWith(`${page}/`) || path.startsWith(`${page}?`)

/**
 * The `?next=` path a member returns to after login: only a path inside this site (no scheme, no
 * `//host`, no backslash tricks) and never an auth page itself; anything else means `/`.
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).get('next')
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return PATHS.home
  if (AUTH_PAGES.some((page) => isUnder(next, page))) return PATHS.home
  return next
}
