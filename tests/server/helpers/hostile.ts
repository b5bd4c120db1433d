import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

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

/** Malformed JSON: always a 400 (or 401 before the body is read). */
export async function expectRawRefused(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  raws: string[],
): Promise<void> {
  for (const payload of raws) {
    const response = await app.inject({ method: 'POST', url, headers, payload })
    expect([400, 401], `${url} raw ${payload}`).toContain(response.statusCode)
  }
}

/** Hostile query strings on member GETs: never a 5xx, never an internal error code. */
export async function expectNo5xxForQueries(
  app: FastifyInstance,
  urls: string[],
  queries: string[],
  token: string,
): Promise<void> {
  for (const url of urls) {
    for (const query of queries) {
      const response = await app.inject({
        url: `${url}${query}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.statusCode, `${url}${query}`).toBeLessThan(500)
      expect(response.json().error).not.toBe(500)
    }
  }
}
