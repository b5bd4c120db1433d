import { AGENT_ID } from '../../src/config'
import { lobbyKeyOf } from './lobby-page'

/** `/lotto/<round id>`: a round's slip. */
const ROUND_PATH = /^\/lotto\/([1-9]\d{0,8})$/

/**
 * The first data of a first page, started with the HTML instead of after the app's scripts, the
 * page's chunks and its render: the GETs the page itself makes first, with the URL the site builds
 * (same path, same query order: src/features/lotto/api.ts, features/games/lobby-atoms.ts,
 * features/agent), only reads whose answer is the same for everyone (`sharedGet`, sent without the
 * token, so the browser hands the preloaded response to the app's own request: lib/api-client.ts).
 * A fixed table; [] for any other page.
 */
export function pageDataUrls(url: string): string[] {
  const [path, search] = url.split('?')
  // `/` carries its first data in its HTML instead (plugins/boot-data.ts): nothing to preload.
  // A lobby's config does not depend on the query string; the rest do.
  const lobby = lobbyKeyOf(path)
  if (lobby !== null) {
    const config = `/api/lobby/configs?lobby_key=${lobby}`
    const games = lobby === 'all' ? 'limit=60&offset=0' : `category=${lobby}&limit=60&offset=0`
    return search ? [config] : [config, `/api/game/list?${games}`]
  }
  if (search) return []
  if (path === '/lotto/lobby') return [`/api/lotto/lobby?agent_id=${AGENT_ID}`]
  if (path === '/lotto/results') return [`/api/lotto/results?page_size=30&agent_id=${AGENT_ID}`]
  const round = ROUND_PATH.exec(path)
  return round ? [`/api/lotto/round?round_id=${round[1]}&agent_id=${AGENT_ID}`] : []
}

/** The preload links of `pageDataUrls` (the credentials mode of the app's fetch: same-origin). */
export function pageDataHints(url: string): string {
  return pageDataUrls(url)
    .map(
      (href) =>
        `<link rel="preload" href="${href.replace(/&/g, '&amp;')}" as="fetch" crossorigin="anonymous">`,
    )
    .join('')
}
