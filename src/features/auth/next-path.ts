/**
 * The `?next=` path a member returns to after login: only a path inside this site (no scheme, no
 * `//host`, no backslash tricks) and never an auth page itself; anything else means `/`.
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).get('next')
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/'
  if (/^\/(login|register|forgot)(\/|\?|$)/.test(next)) return '/'
  return next
}
