/** The id of the `<script type="application/json">` in which the server sends a page's first data. */
export const BOOT_DATA_ID = 'boot-data'

/**
 * The key of one call in a page's first data, the same on the server (server/plugins/boot-data.ts)
 * and in the site's client (src/lib/api-client.ts): method, path, the query string in the order the
 * site builds it, and a POST's JSON body.
 */
export const bootDataKey = (method: string, path: string, query: string, body?: unknown): string =>
  `${method} ${path}${query ? `?${query}` : ''}${method === 'POST' ? ` ${JSON.stringify(body ?? {})}` : ''}`
