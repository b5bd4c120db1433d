import type { FastifyInstance } from 'fastify'
import { AGENT_CODE } from '../../src/config'
import { BOOT_DATA_ID, bootDataKey } from '../../src/contract/boot-data'

/** One call the site makes, as `call()` in src/lib/api-client.ts sends it. */
export interface BootCall {
  method: 'GET' | 'POST'
  path: string
  /** The query string in the order the site builds it (no leading `?`). */
  query?: string
  body?: unknown
}

/**
 * The calls the first screen of `/` makes as a visitor before its first idle work (measured in
 * Chromium: src/features/agent/api.ts, the layout's and the home's atoms): the agent's content,
 * the same for every visitor and member (no token, no member part).
 */
export const HOME_CALLS: readonly BootCall[] = [
  { method: 'POST', path: 'agent/config', body: { agent_code: AGENT_CODE } },
  { method: 'GET', path: 'notifications' },
  { method: 'GET', path: 'banner', query: `agent_code=${AGENT_CODE}` },
  { method: 'GET', path: 'event/list', query: `agent_code=${AGENT_CODE}` },
]

/** JSON inside `<script>`: no `<`, `>` or `&` (nor U+2028/9) can end it or start a comment. */
const scriptSafe = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * The page's first data: each call answered by the server's own route (`inject`, without any
 * token, so the bytes are what the API answers a visitor), keyed as the site's client looks them
 * up (`bootDataKey`); only HTTP 200 answers (a failed one is left to the site to ask again).
 * Returns the `<script type="application/json">` to put in the HTML, or '' when none answered.
 */
export async function bootDataScript(app: FastifyInstance, calls: readonly BootCall[]): Promise<string> {
  const answers = await Promise.all(
    calls.map(async ({ method, path, query, body }) => {
      const response = await app.inject({
        method,
        url: `/api/${path}${query ? `?${query}` : ''}`,
        ...(method === 'POST' ? { payload: body ?? {} } : {}),
      })
      if (response.statusCode !== 200) return null
      return `${JSON.stringify(bootDataKey(method, path, query ?? '', body))}:${response.body}`
    }),
  )
  const entries = answers.filter((entry) => entry !== null)
  if (entries.length === 0) return ''
  return `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafe(`{${entries.join(',')}}`)}</script>`
}
