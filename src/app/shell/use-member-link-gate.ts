import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { PATHS } from '../../config/paths'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { safeNextPath } from '../../features/auth/next-path'
import { type AuthIntent, askToLoginAtom } from '../../features/layout-ui/atoms'

/**
 * What a visitor's tap on a link does when it leads where only a member may go, decided from the
 * route table (`isMemberPath`): the login dialog over the page they are on, which takes them there
 * once logged in (the round's slip after "แทงเลย", the bills, the deposit page). A link to the login
 * or register page opens that dialog too (staying on the page, or going to its `?next=`). A
 * register link with a referral code (`?ref=`) still opens the register page, which reads it.
 */
export function intentOfLink(url: URL, isMemberPath: (path: string) => boolean): AuthIntent | null {
  if (url.pathname === PATHS.login) {
    return { dialog: 'login', path: url.searchParams.has('next') ? safeNextPath(url.search) : undefined }
  }
  if (url.pathname === PATHS.register) return url.searchParams.has('ref') ? null : { dialog: 'register' }
  if (isMemberPath(url.pathname)) return { dialog: 'login', path: `${url.pathname}${url.search}` }
  return null
}

/**
 * Installs the visitor's link gate on the document while a visitor is on a page of the site's own
 * layouts (not LINE's compact pages, not the game page). One capture listener: it sees every link
 * (wouter's, Chakra's, a banner's) before the router does.
 */
export function useMemberLinkGate(enabled: boolean, isMemberPath: (path: string) => boolean): void {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const ask = useSetAtom(askToLoginAtom)
  useEffect(() => {
    if (!enabled || loggedIn) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin) return
      const intent = intentOfLink(url, isMemberPath)
      if (!intent) return
      event.preventDefault()
      event.stopPropagation()
      ask(intent)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [enabled, loggedIn, isMemberPath, ask])
}
