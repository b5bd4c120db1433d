import { Route } from 'wouter'
import LobbyPage from '../../../src/app/routes/lobby'
import { Header } from '../../../src/app/shell/header'
import { Overlays } from '../../../src/app/shell/overlays'
import { PATTERNS } from '../../../src/config/paths'
import { renderApp } from '../render'

/** A lobby as the lobby layout shows it: the header (balance), the page and the overlays (the sheet). */
export function renderLobby(
  path: string,
  options: Omit<NonNullable<Parameters<typeof renderApp>[1]>, 'path'> = {},
) {
  return renderApp(
    <>
      <Header />
      <Route path={PATTERNS.lobby}>
        <LobbyPage />
      </Route>
      <Overlays />
    </>,
    { ...options, path },
  )
}
