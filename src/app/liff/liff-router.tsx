import { type ReactNode, useMemo } from 'react'
import { type BaseLocationHook, Router, type RouterObject, useRouter } from 'wouter'
import { ROUTES } from '../router'
import { fromLiffPath, toLiffPath } from './liff-paths'

/**
 * Inside `/liff/*`: the pages see their own site path (`/member/deposit` on `/liff/deposit`), and
 * every link or navigation to a page with a LIFF row stays under `/liff` (`~/member/payment` goes to
 * `/liff/payment`, `~/` to the LIFF home). Pages are the site's own components, unchanged; a page
 * with no LIFF row (login, /play) opens as on the site.
 */
export function LiffRouter({ children }: { children: ReactNode }) {
  const parent = useRouter()
  const { hook, hrefs } = useMemo(() => liffLocation(parent), [parent])
  return (
    <Router hook={hook} searchHook={parent.searchHook} hrefs={hrefs}>
      {children}
    </Router>
  )
}

function liffLocation(parent: RouterObject) {
  const hook: BaseLocationHook = () => {
    const [location, navigate] = parent.hook(parent)
    return [
      fromLiffPath(location, ROUTES, parent.parser),
      (to: string, options?: unknown) =>
        navigate(toLiffPath(to, ROUTES, parent.parser), options as Parameters<typeof navigate>[1]),
    ]
  }
  const hrefs = (href: string) => parent.hrefs(toLiffPath(href, ROUTES, parent.parser), parent)
  return { hook, hrefs }
}
