import { renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Link, matchRoute, useLocation, useRoute, useRouter, useSearch } from 'wouter'
import liffConfig from '../../../liff.config.json'
import { fromLiffPath, liffStateTarget, toLiffPath } from '../../../src/app/liff/liff-paths'
import { LiffRouter } from '../../../src/app/liff/liff-router'
import { ROUTES } from '../../../src/app/router'
import { lobbyPath, lottoRoundPath, PATHS, PATTERNS, yeekeeRoundPath } from '../../../src/config/paths'
import { renderApp } from '../render'

const parser = renderHook(() => useRouter().parser).result.current
const toLiff = (path: string) => toLiffPath(path, ROUTES, parser)
const fromLiff = (path: string) => fromLiffPath(path, ROUTES, parser)

describe('site paths inside LINE', () => {
  it.each([
    [PATHS.deposit, '/liff/deposit'],
    [PATHS.payment, '/liff/payment'],
    [PATHS.lottoLobby, '/liff/lotto'],
    [PATHS.lottoBills, '/liff/lotto/bills'],
    [lottoRoundPath(42), '/liff/lotto/42'],
    [PATHS.lottoYeekee, '/liff/yeekee'],
    [yeekeeRoundPath(7), '/liff/yeekee/7'],
    [PATHS.wheel, '/liff/wheel'],
    [PATHS.quests, '/liff/quests'],
    [PATHS.redeem, '/liff/shop'],
    [PATHS.cashback, '/liff/cashback'],
    [PATHS.memberWinloss, '/liff/winloss'],
    [PATHS.affiliate, '/liff/affiliate'],
    [PATHS.statement, '/liff/statement'],
    [lobbyPath('slot'), '/liff/games/slot'],
    ['/lobby', '/liff/games'],
  ])('%s is %s, and back', (site, liff) => {
    expect(toLiff(site)).toBe(liff)
    expect(fromLiff(liff)).toBe(site)
  })

  it("the site's home is the LIFF home (its own row, /liff)", () => {
    expect(toLiff(PATHS.home)).toBe(PATHS.liffHome)
    expect(ROUTES.find((r) => r.path === fromLiff(PATHS.liffHome))?.layout).toBe('liff')
  })

  it('keeps the query and the hash', () => {
    expect(toLiff(`${lottoRoundPath(42)}?slip=abc#top`)).toBe('/liff/lotto/42?slip=abc#top')
    expect(toLiff(`${PATHS.register}?ref=AB12`)).toBe(`${PATHS.register}?ref=AB12`)
  })

  it('leaves pages with no LIFF row, and LIFF paths, as they are', () => {
    expect(toLiff(PATHS.login)).toBe(PATHS.login)
    expect(toLiff(PATHS.play)).toBe(PATHS.play)
    expect(toLiff('/liff/deposit')).toBe('/liff/deposit')
    expect(fromLiff('/liff')).toBe('/liff')
    expect(fromLiff('/liff/no-such-page')).toBe('/liff/no-such-page')
  })

  it('serves every name liff.config.json lists, each as its own row', () => {
    for (const name of liffConfig.pages) {
      const row = ROUTES.find((r) => r.liff === name)
      expect(row, name).toBeTruthy()
      // A sample path of the name (parameters filled) opens that row's page, not another's.
      const sample = `/liff/${name.replace(/:\w+\??/g, '9')}`
      const site = fromLiff(sample)
      expect(site, sample).not.toBe(sample)
      expect(ROUTES.find((r) => matches(r.path, site))?.path, sample).toBe(row?.path)
      expect(toLiff(site), sample).toBe(sample)
    }
  })

  it.each([
    ['/deposit?x=1', '/liff/deposit?x=1'],
    ['/lotto/42', '/liff/lotto/42'],
    ['?ref=AB', '/liff?ref=AB'],
    ['//evil.example.com/x', null],
    ['https://evil.example.com', null],
    ['/\\evil.example.com', null],
    [null, null],
  ])('liff.state %s goes to %s', (state, target) => {
    expect(liffStateTarget(state)).toBe(target)
  })
})

const matches = (pattern: string, path: string) => matchRoute(parser, pattern, path)[0]

function Probe() {
  const [location] = useLocation()
  const search = useSearch()
  return (
    <>
      <p data-testid="here">{`${location}?${search}`}</p>
      <Link href={`~${PATHS.payment}`}>payment</Link>
      <Link href={`~${PATHS.login}`}>login</Link>
      <Link href="~/">home</Link>
    </>
  )
}

describe('LiffRouter', () => {
  it('shows a LIFF page its site path, and keeps its links under /liff', async () => {
    const { currentPath } = renderApp(
      <LiffRouter>
        <Probe />
      </LiffRouter>,
      { path: '/liff/deposit?x=1' },
    )
    expect(screen.getByTestId('here').textContent).toBe(`${PATHS.deposit}?x=1`)
    expect(screen.getByRole('link', { name: 'payment' }).getAttribute('href')).toBe('/liff/payment')
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('href')).toBe('/liff')
    expect(screen.getByRole('link', { name: 'login' }).getAttribute('href')).toBe(PATHS.login)
    await userEvent.click(screen.getByRole('link', { name: 'payment' }))
    await waitFor(() => expect(currentPath()).toBe('/liff/payment'))
    expect(screen.getByTestId('here').textContent).toBe(`${PATHS.payment}?`)
  })

  it("gives a page its route's parameters", () => {
    renderApp(
      <LiffRouter>
        <Route42 />
      </LiffRouter>,
      { path: '/liff/lotto/42' },
    )
    expect(screen.getByTestId('round').textContent).toBe('42')
  })
})

function Route42() {
  const [matched, params] = useRoute(PATTERNS.lottoRound)
  return <p data-testid="round">{matched ? params?.round_id : 'none'}</p>
}
