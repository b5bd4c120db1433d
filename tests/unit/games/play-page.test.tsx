import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import PlayPage from '../../../src/app/routes/play'
import { PATHS } from '../../../src/config/paths'
import { parsePlayParams, playHref } from '../../../src/features/games/play-params'
import { GAME_TEXT } from '../../../src/features/games/texts'
import { renderMemberPage } from '../payment/render-page'
import { renderApp } from '../render'
import { agentRoutes, memberRoutes, ok, stubApi } from '../stub-api'
import { DEMO_LINK, LINK, MAIN } from './fixtures'

describe('/play (a shared link or LINE)', () => {
  it('plays a demo full page for anyone, with the game name of the link', async () => {
    const api = stubApi({ ...agentRoutes(), gameDemo: ok({ link: DEMO_LINK }) })
    renderApp(<PlayPage />, { path: playHref({ game_id: 1, provider_id: 1, demo: true, name: 'สล็อต' }) })
    expect(await screen.findByRole('heading', { name: 'สล็อต' })).toBeTruthy()
    const frame = await screen.findByTitle(/สล็อต/)
    expect(frame.getAttribute('src')).toBe(DEMO_LINK)
    expect((api.of('gameDemo')[0].body as { source: string }).source).toBe('play')
  })

  it('a real game for a member: the only eligible wallet, the link, the frame', async () => {
    const api = stubApi({ ...memberRoutes(), gameWallets: ok([MAIN]), gameLink: ok({ link: LINK }) })
    await renderMemberPage(<PlayPage />, {
      path: playHref({ game_id: 4, provider_id: 2, demo: false, name: 'บาคาร่า' }),
    })
    const frame = await screen.findByTitle(/บาคาร่า/)
    expect(frame.getAttribute('src')).toBe(LINK)
    expect(api.of('gameLink')[0].body).toMatchObject({
      wallet_id: MAIN.id,
      game_id: 4,
      provider_id: 2,
      source: 'play',
    })
  })

  it('a real game for a visitor: log in first, then back to this very link', async () => {
    stubApi({ ...agentRoutes() })
    const link = playHref({ game_id: 4, provider_id: 2, demo: false, name: '' })
    const { location } = renderApp(<PlayPage />, { path: link })
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`${PATHS.login}?next=${encodeURIComponent(link)}`),
    )
  })

  it('a link that names no game says so', async () => {
    stubApi({ ...agentRoutes() })
    renderApp(<PlayPage />, { path: `${PATHS.play}?game_id=abc` })
    expect(await screen.findByText(GAME_TEXT.gameNotFound)).toBeTruthy()
  })

  it('reads only positive ids from the query', () => {
    expect(parsePlayParams('game_id=0&provider_id=1')).toBeNull()
    expect(parsePlayParams('game_id=1e3&provider_id=1')).toBeNull()
    expect(parsePlayParams('game_id=12&provider_id=3&demo=1')).toEqual({
      game_id: 12,
      provider_id: 3,
      demo: true,
      name: '',
    })
  })
})
