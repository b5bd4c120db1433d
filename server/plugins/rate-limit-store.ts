import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { AppDeps } from '../deps'

type Reply = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * The rate limiter's counts in the database (`rate_limits`), so every instance counts one address
 * together: one upsert per counted request restarts the row's window once it has passed, or adds
 * one to it, and answers the count and what is left of the window. Time is `deps.clock`, as for
 * every other rule. Each route's limit counts on its own (the key is route + address); old rows go
 * with the `jobs.prune_rate_limits` job.
 */
export function databaseRateLimitStore(deps: Pick<AppDeps, 'db' | 'clock'>): FastifyRateLimitStoreCtor {
  const make = (prefix: string): FastifyRateLimitStore => ({
    incr(key: string, reply: Reply, timeWindow: number) {
      const now = deps.clock.now()
      const expired = new Date(now.getTime() - timeWindow)
      deps.db
        .execute(sql`
          insert into rate_limits as r (key, hits, window_started_at) values (${prefix + key}, 1, ${now})
          on conflict (key) do update set
            hits = case when r.window_started_at <= ${expired} then 1 else r.hits + 1 end,
            window_started_at = case when r.window_started_at <= ${expired} then ${now} else r.window_started_at end
          returning hits, window_started_at`)
        .then((result) => {
          const [row] = (result as unknown as { rows: { hits: number; window_started_at: string | Date }[] })
            .rows
          const started = new Date(row.window_started_at).getTime()
          reply(null, { current: Number(row.hits), ttl: Math.max(0, started + timeWindow - now.getTime()) })
        }, reply)
    },
    // The plugin hands a route's merged settings, the route itself under `routeInfo`.
    child: (options) => {
      const route = (options as unknown as { routeInfo: { method: string | string[]; url: string } })
        .routeInfo
      return make(`${String(route.method)} ${route.url} `)
    },
  })
  // The plugin constructs its store with `new`; a function returning an object serves as that.
  return function DatabaseRateLimitStore() {
    return make('')
  } as unknown as FastifyRateLimitStoreCtor
}
