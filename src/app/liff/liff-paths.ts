import { matchRoute, type RouterObject } from 'wouter'

/**
 * Site paths <-> LIFF paths. Inside LINE every member page is served under the LIFF endpoint
 * (`/liff`): a route row's `liff` name, which may hold the row's parameters (`lotto/:round_id`),
 * gives its LIFF path (`/liff/lotto/42` for `/lotto/42`). The site's home is the LIFF home (`/liff`).
 * Pure functions over the route table's rows and the router's pattern parser (`useRouter().parser`).
 */
export interface LiffRow {
  path: string
  liff?: string
}

export const LIFF_BASE = '/liff'

const underLiff = (path: string) => path === LIFF_BASE || path.startsWith(`${LIFF_BASE}/`)

/** `/a/b?x=1#h` -> ['/a/b', '?x=1#h']. */
function split(to: string): [string, string] {
  const at = to.search(/[?#]/)
  return at < 0 ? [to, ''] : [to.slice(0, at), to.slice(at)]
}

/** Fills a wouter pattern's parameters (`:name`, `:name?`); null when a required one is missing. */
function fill(pattern: string, params: Record<string, string | undefined>): string | null {
  let missing = false
  const filled = pattern.replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = params[key]
    if (value === undefined || value === '') {
      if (!optional) missing = true
      return ''
    }
    return `/${value}`
  })
  return missing ? null : filled || '/'
}

type Parser = RouterObject['parser']

const match = (parser: Parser, pattern: string, path: string) =>
  matchRoute(parser, pattern, path) as [boolean, Record<string, string | undefined> | null]

/** The LIFF path of a site path (query and hash kept); unchanged when the page has no LIFF row. */
export function toLiffPath(to: string, rows: readonly LiffRow[], parser: Parser): string {
  const [path, rest] = split(to)
  if (path === '/') return `${LIFF_BASE}${rest}`
  if (underLiff(path)) return to
  for (const row of rows) {
    if (row.liff === undefined) continue
    const [matched, params] = match(parser, row.path, path)
    if (!matched) continue
    const liffPath = fill(`${LIFF_BASE}/${row.liff}`, params ?? {})
    if (liffPath) return `${liffPath}${rest}`
  }
  return to
}

/** The site path a LIFF path shows; the LIFF home and unknown names stay as they are. */
export function fromLiffPath(path: string, rows: readonly LiffRow[], parser: Parser): string {
  if (!underLiff(path)) return path
  for (const row of rows) {
    if (row.liff === undefined) continue
    const [matched, params] = match(parser, `${LIFF_BASE}/${row.liff}`, path)
    if (!matched) continue
    const sitePath = fill(row.path, params ?? {})
    if (sitePath) return sitePath
  }
  return path
}

/**
 * Where a `liff.state` deep link goes (`/deposit?x=1` -> `/liff/deposit?x=1`): LINE opens the
 * endpoint with it, and the SDK's init normally moves there itself. Null for anything that is not a
 * path under the endpoint (another origin, `//host`, a backslash).
 */
export function liffStateTarget(state: string | null): string | null {
  if (!state) return null
  if (state.startsWith('?') || state.startsWith('#')) return `${LIFF_BASE}${state}`
  if (!state.startsWith('/') || state.startsWith('//') || state.includes('\\')) return null
  return `${LIFF_BASE}${state}`
}
