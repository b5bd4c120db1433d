import { atom, type Getter, type WritableAtom } from 'jotai'
import { atomWithRefresh, unwrap } from 'jotai/utils'
import { trackProgress } from './progress'
import { accessTokenAtom } from './session'

/**
 * THE way the site loads server state (see src/README.md, "Server state"): jotai's own async atoms,
 * wrapped once here so every feature gets the same behaviour.
 *
 * - `load(get)` reads its inputs (the token, an id...) with `get` BEFORE its first await; when one
 *   changes the query loads again by itself (a login, a logout, another order).
 * - Reading gives `{ data, error, loading }`: the last data stays on screen while a newer load runs
 *   and after a failed one (no spinner flash when a member comes back to a page).
 * - `set(query)` reloads it (after a mutation: the wallets after a deposit, a withdrawal...).
 * - Mounting it again (coming back to a page) reloads data older than `staleMs`. A load asked for a
 *   render (a read while nothing had the query mounted: a page whose tree is still suspended on its
 *   chunk) is that render's: the mounts it leads to share it, running or just answered, instead of
 *   asking again (see `RENDER_WAIT_MS`).
 * - A page that mounts a query with nothing to show yet waits for it: that load is part of the
 *   navigation, so the top progress bar shows it (after its throttle) and turns red if it fails.
 *   Reloads behind data already shown (coming back, polling, live events) do not show it.
 * - `poll` reloads it every `everyMs` while mounted and while `when(data)` holds.
 * - Per-key caches: `queryFamily(key => ...)` keeps one query per key (statement pages...).
 *
 * - Data belongs to the session it was loaded in: after a logout or another member's login, nothing
 *   of the previous session is shown, not even while the new data loads (`everyone: true` for
 *   content that is the same for all, which then does not reload on login).
 *
 * Errors stay values (`error`), never thrown at render: each feature applies the spec's error
 * catalogue for its call area (lib/api-errors.ts) to what it shows.
 */
export interface QueryState<T> {
  /** The last data loaded (kept while a reload runs and after a failed one); undefined before. */
  data: T | undefined
  /** Why the last load failed (undefined once one succeeds). */
  error: unknown
  /** A load is running: the first one (no data yet) or a reload behind the data shown. */
  loading: boolean
}

export interface QueryOptions<T> {
  /** The same data for every visitor and member (agent content): not tied to the session. */
  everyone?: boolean
  /** Coming back (mounting again) reloads data older than this; default 0 = always. */
  staleMs?: number
  /** While mounted, reload every `everyMs` as long as `when(data)` says so (a page that waits). */
  poll?: { everyMs: number; when: (data: T | undefined, get: Getter) => boolean }
  /** While mounted: subscribe to what should reload it (live events); returns the unsubscribe. */
  listen?: (reload: () => void) => () => void
}

/** No argument: reload. 'mount', 'unmount' and 'poll' are the query's own triggers. */
type Trigger = 'mount' | 'unmount' | 'poll'
export type QueryAtom<T> = WritableAtom<QueryState<T>, [] | [Trigger], void>

/**
 * How long after its answer a load asked for a render still serves that render's mounts. A page's
 * tree suspended on its chunk mounts once the chunk is in, which may be well after its data answered;
 * a render that never commits (the member went elsewhere) leaves a load that a later mount must not
 * take for fresh, hence a bound. A page that waits longer than this for its chunk asks once more.
 */
export const RENDER_WAIT_MS = 10_000

interface Settled<T> {
  data?: T
  error?: unknown
  failed: boolean
  at: number
  /** The session token the data was loaded for (null: a visitor, or `everyone`). */
  owner: string | null
  /** Which load of the query this is (1, 2, ...), and whether a render asked for it (nothing mounted). */
  load: number
  forRender: boolean
}

type Internal<T> = QueryState<T> & { at: number; owner: string | null; load: number; forRender: boolean }

/**
 * What a query knows of its loads and mounts in one store (a record per store, changed in place: it
 * is bookkeeping, nothing renders from it).
 */
interface Loads {
  /** Whether the query is mounted (something shows it or a view of it). */
  mounted: boolean
  /** The number of the last load started. */
  started: number
  /** Per consumer (the query, each `revalidateOnShow` view): the last load its mount used or asked. */
  used: WeakMap<object, number>
  /**
   * While a load asked for a render waits for its mount: stops the query's `listen` started for it.
   * The query's own listener starts at its mount; an event it would have reloaded on that came
   * before (a payment confirmed while the page's chunk loaded) sets `missed`, and that mount reloads.
   */
  watch?: () => void
  missed: boolean
}

/** Stops watching for events before the mount; whether one came (the render's load may be out of date). */
function stopWatching(loads: Loads): boolean {
  const missed = loads.missed
  loads.watch?.()
  loads.watch = undefined
  loads.missed = false
  return missed
}

export function queryAtom<T>(load: (get: Getter) => Promise<T>, options: QueryOptions<T> = {}): QueryAtom<T> {
  const { staleMs = 0, poll, listen, everyone = false } = options
  const ownerAtom = atom((get) => (everyone ? null : get(accessTokenAtom)))
  const loadsAtom = atom((): Loads => ({ mounted: false, started: 0, used: new WeakMap(), missed: false }))
  const source = atomWithRefresh(async (get): Promise<Settled<T>> => {
    const owner = get(ownerAtom)
    const loads = get(loadsAtom)
    loads.started += 1
    const number = loads.started
    // Nothing has the query mounted: a component read it while rendering (its tree may be suspended).
    const forRender = !loads.mounted
    if (forRender && listen && !loads.watch) {
      loads.missed = false
      loads.watch = listen(() => {
        loads.missed = true
      })
    }
    const loading = load(get)
    // A render that never mounts: stop watching once its load could no longer be taken (RENDER_WAIT_MS).
    const settled = <S>(answer: S): S => {
      if (forRender) setTimeout(() => loads.mounted || stopWatching(loads), RENDER_WAIT_MS)
      return answer
    }
    try {
      return settled({ data: await loading, failed: false, at: Date.now(), owner, load: number, forRender })
    } catch (error) {
      return settled({ error, failed: true, at: Date.now(), owner, load: number, forRender })
    }
  })
  /** The settled answer, or while one is pending the previous answer marked pending. */
  const latest = unwrap(source, (prev) => (prev ? { ...prev, pending: true } : null))

  const state = atom((get): Internal<T> => {
    const owner = get(ownerAtom)
    const latestNow = get(latest)
    let before: Internal<T> | undefined
    try {
      // jotai gives an atom its own previous value: a failed reload keeps the data it had.
      before = get(state)
    } catch {
      before = undefined
    }
    const kept = before?.owner === owner ? before.data : undefined
    // An answer (or a pending reload's last answer) of another session is never shown.
    const now = latestNow?.owner === owner ? latestNow : null
    if (now === null)
      return { data: kept, error: undefined, loading: true, at: 0, owner, load: 0, forRender: false }
    const pending = 'pending' in now
    const { at, load: number, forRender } = now
    if (now.failed)
      return { data: kept, error: now.error, loading: pending, at, owner, load: number, forRender }
    return { data: now.data, error: undefined, loading: pending, at, owner, load: number, forRender }
  })

  /**
   * A consumer (the query itself, or a view showing it) mounts: it shares a load that runs, takes a
   * load asked for its render (answered less than RENDER_WAIT_MS ago, not used by an earlier mount of
   * it), and otherwise reloads data older than `staleMs`.
   */
  const mount = (get: Getter, reload: () => void, consumer: object) => {
    const loads = get(loadsAtom)
    const missed = stopWatching(loads)
    const current = get(state)
    // Mounted with nothing to show: the member waits for this load (the progress bar shows it).
    const waiting = current.data === undefined
    if (current.loading && !missed) {
      loads.used.set(consumer, loads.started)
      if (waiting) showProgress(get(source))
      return
    }
    const age = Date.now() - current.at
    const forThisRender =
      !missed && current.forRender && loads.used.get(consumer) !== current.load && age < RENDER_WAIT_MS
    loads.used.set(consumer, current.load)
    // The page waited for its render's load, and it failed: the bar says so (red), as for its own.
    if (forThisRender && waiting && current.error !== undefined) showProgress(get(source))
    if (!missed && (forThisRender || age < staleMs)) return
    reload()
    const reloading = get(source)
    loads.used.set(consumer, loads.started)
    if (waiting) showProgress(reloading)
  }

  const query: QueryAtom<T> = atom(
    (get): QueryState<T> => {
      const { data, error, loading } = get(state)
      return { data, error, loading }
    },
    (get, set, trigger?: Trigger): void => {
      if (trigger === undefined) {
        set(source)
      } else if (trigger === 'mount') {
        get(loadsAtom).mounted = true
        mount(get, () => set(source), query)
      } else if (trigger === 'unmount') {
        get(loadsAtom).mounted = false
      } else {
        const current = get(state)
        if (!current.loading && poll?.when(current.data, get)) set(source)
      }
    },
  )
  query.onMount = (run) => {
    run('mount')
    const stop = listen?.(() => run())
    const timer = poll ? setInterval(() => run('poll'), poll.everyMs) : undefined
    return () => {
      stop?.()
      clearInterval(timer)
      run('unmount')
    }
  }
  mounts.set(query as QueryAtom<unknown>, mount)
  return query
}

type Mount = (get: Getter, reload: () => void, consumer: object) => void
/** Each query's mount rule, for its views (`revalidateOnShow`). */
const mounts = new WeakMap<QueryAtom<unknown>, Mount>()

/** The top progress bar follows a load a page waits for; a failed load turns it red. */
function showProgress(load: Promise<Settled<unknown>>): void {
  trackProgress(
    load.then((settled) => {
      if (settled.failed) throw settled.error
    }),
  ).catch(() => {
    // The query keeps the error as a value (`error`); the bar has shown it red.
  })
}

/**
 * A view of `query` that revalidates it each time a component shows the view, even when something
 * else (the header) keeps the query itself mounted: a page that shows balances reloads them.
 */
export function revalidateOnShow<T>(query: QueryAtom<T>): QueryAtom<T> {
  const view: QueryAtom<T> = atom(
    (get) => get(query),
    (get, set, trigger?: Trigger) => {
      // The view's own mount: the query's rule, with the view as the consumer (the header's mount
      // does not stand for a page showing it; the load asked for this page's render does).
      if (trigger === 'mount') mounts.get(query as QueryAtom<unknown>)?.(get, () => set(query), view)
      else if (trigger === 'poll') set(query, trigger)
      else if (trigger === undefined) set(query)
    },
  )
  view.onMount = (run) => run('mount')
  return view
}

/**
 * One query per key (kept for the page load): `const statementQuery = queryFamily((key: string) =>
 * queryAtom(...))`. Keys are strings so equal parameters share one cache entry.
 */
export function queryFamily<T>(create: (key: string) => QueryAtom<T>): (key: string) => QueryAtom<T> {
  const cache = new Map<string, QueryAtom<T>>()
  return (key) => {
    let query = cache.get(key)
    if (!query) {
      query = create(key)
      cache.set(key, query)
    }
    return query
  }
}
