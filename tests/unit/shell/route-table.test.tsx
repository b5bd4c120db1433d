import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Link, Route, useLocation } from 'wouter'
import liffConfig from '../../../liff.config.json'
import { ROUTES } from '../../../src/app/router'
import { useScrollToTop } from '../../../src/app/use-scroll-to-top'
import { liffPath, lobbyPath, lottoRoundPath, PATHS, PATTERNS, pollPath } from '../../../src/config/paths'
import { renderApp } from '../render'

describe('route table', () => {
  it('has a row for every LIFF page liff.config.json lists, and lists every LIFF row', () => {
    const rowNames = ROUTES.flatMap((r) => (r.liff ? [r.liff] : []))
    expect([...rowNames].sort()).toEqual([...liffConfig.pages].sort())
    expect(new Set(rowNames).size).toBe(rowNames.length)
  })

  it('guards every /member page for members and the auth pages for visitors', () => {
    for (const row of ROUTES) {
      if (row.path.startsWith('/member/')) expect(row.access, row.path).toBe('member')
    }
    const visitorOnly = ROUTES.filter((r) => r.access === 'visitor').map((r) => r.path)
    expect(visitorOnly.sort()).toEqual([PATHS.forgot, PATHS.login, PATHS.register].sort())
  })

  it('takes every row path from PATHS or PATTERNS, and has a row for each of them (the e2e sweep visits them)', () => {
    const named = [...Object.values(PATHS), ...Object.values(PATTERNS)]
    expect([...ROUTES.map((r) => r.path)].sort()).toEqual([...new Set(named)].sort())
  })

  it('gives each path one row', () => {
    const paths = ROUTES.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it.each([
    [PATTERNS.lottoRound, lottoRoundPath(42)],
    [PATTERNS.lobby, lobbyPath('casino')],
    [PATTERNS.liff, liffPath('profile')],
    [PATTERNS.poll, pollPath(1)],
  ])('the pattern %s opens the path %s', (pattern, path) => {
    renderApp(<Route path={pattern}>matched</Route>, { path })
    expect(screen.getByText('matched')).toBeTruthy()
  })
})

function Page() {
  const [location] = useLocation()
  useScrollToTop(location)
  return <Link href={PATHS.promotions}>โปรโมชั่น</Link>
}

describe('scroll on navigation', () => {
  it('opens the next page at its top, and leaves the first load alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { currentPath } = renderApp(<Page />, { path: PATHS.home })
    expect(scrollTo).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('link', { name: 'โปรโมชั่น' }))
    await waitFor(() => expect(currentPath()).toBe(PATHS.promotions))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })
})
