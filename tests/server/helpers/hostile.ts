import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { AnyDefinition } from '../../../src/contract/endpoint'
import { type EndpointName, endpointSchemas } from '../../../src/contract/endpoint-schemas'
import * as endpoints from '../../../src/contract/endpoints'

/** Tags of the calls that touch money: their sweep checks money tables and Idempotency-Keys. */
const MONEY_TAGS: ReadonlySet<string> = new Set([
  'payment',
  'withdraw',
  'statement',
  'promotion',
  'coupon',
  'operator',
  'lotto',
  // The extras (issue 13): points, free credit and spins.
  'quest',
  'shop',
  'wheel',
  'poll',
  'cashback',
  'affiliate',
])

export interface SweptEndpoint {
  name: EndpointName
  def: AnyDefinition
  url: string
}

/** Every contract definition with its URL: the hostile sweeps take their lists from here. */
export const ALL_ENDPOINTS: SweptEndpoint[] = Object.entries(endpoints).map(([name, def]) => ({
  name: name as EndpointName,
  def,
  url: `/api/${def.path}`,
}))

export const isMoneyEndpoint = (e: SweptEndpoint) =>
  endpointSchemas[e.name].tags.some((tag) => MONEY_TAGS.has(tag))

/** Streams (server-sent events) never end by themselves: live.test.ts covers them instead. */
export const isStream = (e: SweptEndpoint) => 'stream' in endpointSchemas[e.name]

/**
 * Provider calls (the seamless wallet) answer `{ status }`, not the envelope, and refuse unsigned
 * bodies before reading them: seamless-hostile.test.ts sweeps them with its own expectations.
 */
export const isProviderCall = (e: SweptEndpoint) => e.def.auth === 'provider'

/** The URLs of one sweep's POSTs and GETs (`money` or everything else; streams and provider calls excepted). */
export function sweep(money: boolean): { posts: string[]; gets: string[] } {
  const mine = ALL_ENDPOINTS.filter((e) => !isStream(e) && !isProviderCall(e) && isMoneyEndpoint(e) === money)
  return {
    posts: mine.filter((e) => e.def.method === 'POST').map((e) => e.url),
    gets: mine.filter((e) => e.def.method === 'GET').map((e) => e.url),
  }
}

/** A string far past any field's limit (Thai, so multi-byte). */
export const HUGE = 'ก'.repeat(20_000)

/** Bodies no endpoint accepts whatever its fields: wrong JSON types and prototype pollution. */
export const GENERIC_BODIES: unknown[] = [
  [],
  'text',
  42,
  { amount: -100.5, balance: 1e308, wallet_id: 1.5, member_id: 1, is_admin: true },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
]

/**
 * Bodies nested far deeper than any call's input (8 to 24 KB, well under the size limit): arrays,
 * objects, both mixed, and a poisoned key at the bottom. A recursive walk of them runs out of stack.
 */
export const DEEP_RAWS: string[] = [
  `${'['.repeat(4000)}${']'.repeat(4000)}`,
  `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`,
  `${'[{"a":'.repeat(2000)}"x"${'}]'.repeat(2000)}`,
  `${'{"a":'.repeat(4000)}{"__proto__":{"admin":true}}${'}'.repeat(4000)}`,
]

/** Malformed JSON and bodies nested too deep (DEEP_RAWS): always a 400 (or 401 before the body is read). */
export async function expectRawRefused(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  raws: string[],
): Promise<void> {
  for (const payload of [...raws, ...DEEP_RAWS]) {
    const response = await app.inject({ method: 'POST', url, headers, payload })
    expect([400, 401], `${url} raw ${payload.slice(0, 40)}`).toContain(response.statusCode)
  }
}

/** A query string that would nest thousands deep if a parser read brackets as nesting. */
const DEEP_QUERY = `?code${'[a]'.repeat(2000)}=1&agent_code=${'['.repeat(4000)}${']'.repeat(4000)}`

/** Hostile query strings (and DEEP_QUERY) on member GETs: never a 5xx, never an internal error code. */
export async function expectNo5xxForQueries(
  app: FastifyInstance,
  urls: string[],
  queries: string[],
  token: string,
): Promise<void> {
  for (const url of urls) {
    for (const query of [...queries, DEEP_QUERY]) {
      const response = await app.inject({
        url: `${url}${query}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.statusCode, `${url}${query}`).toBeLessThan(500)
      expect(response.json().error).not.toBe(500)
    }
  }
}
