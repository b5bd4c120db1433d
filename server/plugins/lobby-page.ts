const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** `/lobby` (every category) and `/lobby/<name>`: the lobby key, or null for another path. */
const LOBBY_PATH = /^\/lobby(?:\/([a-z]+))?\/?$/
const LOBBY_KEYS = ['casino', 'slot', 'sport', 'fishing', 'freespin']
export function lobbyKeyOf(path: string): string | null {
  const match = LOBBY_PATH.exec(path)
  if (!match) return null
  const name = match[1]
  if (name === undefined) return 'all'
  return LOBBY_KEYS.includes(name) ? name : null
}

/**
 * The resource hint of a first page `/lobby/<name>` (added to what every other page gets,
 * plugins/first-page.ts): its first banner, the page's largest paint, an image the operator sets in
 * lobby/configs, fetched with the app's scripts instead of after the app, the lobby layout and the
 * page chunk have run and asked for the config. '' for any other path.
 */
export function lobbyHints(
  firstBanner: (lobbyKey: string) => Promise<string | null>,
): (path: string) => Promise<string> {
  return async (path) => {
    const key = lobbyKeyOf(path)
    if (key === null) return ''
    const image = await firstBanner(key).catch(() => null)
    return image?.startsWith('/')
      ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`
      : ''
  }
}
