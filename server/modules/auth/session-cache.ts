import type { Bus, SessionRevokedMessage } from '../../db/bus'

/**
 * The live sessions this instance has seen lately, by token hash, so an authenticated read costs no
 * session query. It is only an accelerator: the database stays the truth, and every way a session
 * ends reaches the cache at once:
 * - revocations (logout, password change or reset) publish `session.revoked` inside their
 *   transaction, and every instance drops those sessions when it commits (sessions.ts);
 * - the revoking instance also drops them itself before replying, so it never waits for its own
 *   NOTIFY;
 * - a bus gap (the LISTEN connection was lost, messages may be missing) drops the whole cache;
 * - idle and absolute age are checked against the clock on every hit, as on a database read;
 * - an entry lives at most MAX_AGE_MS anyway, a safety net for a revocation written by hand.
 */
export interface CachedSession {
  memberId: number
  sessionId: number
  createdAtMs: number
  lastSeenAtMs: number
  /** When this instance read it from the database. */
  cachedAtMs: number
}

const MAX_AGE_MS = 30_000
/** Bounded memory: past this, the oldest entries go first (Map keeps insertion order). */
const MAX_ENTRIES = 50_000

export class SessionCache {
  private readonly byHash = new Map<string, CachedSession>()
  private readonly hashById = new Map<number, string>()
  /**
   * Bumped by every drop. A database read that started before a drop may have seen the session
   * still live; it must not be cached after the drop, so `store` compares generations.
   */
  private generation = 0

  /** The generation to hand back to `store` after a database read. */
  mark(): number {
    return this.generation
  }

  get(tokenHash: string, nowMs: number): CachedSession | null {
    const entry = this.byHash.get(tokenHash)
    if (!entry) return null
    if (nowMs - entry.cachedAtMs > MAX_AGE_MS || nowMs < entry.cachedAtMs) {
      this.delete(tokenHash, entry)
      return null
    }
    return entry
  }

  store(tokenHash: string, entry: CachedSession, readGeneration: number): void {
    if (readGeneration !== this.generation) return
    const previous = this.byHash.get(tokenHash)
    if (previous) this.delete(tokenHash, previous)
    if (this.byHash.size >= MAX_ENTRIES) {
      const oldest = this.byHash.keys().next()
      if (!oldest.done) this.delete(oldest.value, this.byHash.get(oldest.value))
    }
    this.byHash.set(tokenHash, entry)
    this.hashById.set(entry.sessionId, tokenHash)
  }

  dropSessions(sessionIds: readonly number[]): void {
    this.generation++
    for (const id of sessionIds) {
      const hash = this.hashById.get(id)
      if (hash !== undefined) this.delete(hash, this.byHash.get(hash))
    }
  }

  clear(): void {
    this.generation++
    this.byHash.clear()
    this.hashById.clear()
  }

  get size(): number {
    return this.byHash.size
  }

  private delete(tokenHash: string, entry: CachedSession | undefined): void {
    this.byHash.delete(tokenHash)
    if (entry) this.hashById.delete(entry.sessionId)
  }
}

const isRevoked = (data: unknown): data is SessionRevokedMessage =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as SessionRevokedMessage).session_ids) &&
  (data as SessionRevokedMessage).session_ids.every((id) => Number.isInteger(id))

/** One cache per bus, i.e. per app instance, fed by that bus from its creation on. */
const caches = new WeakMap<Bus, SessionCache>()

export function sessionCacheOf(bus: Bus): SessionCache {
  let cache = caches.get(bus)
  if (!cache) {
    const created = new SessionCache()
    bus.subscribe('session.revoked', (data) => {
      // A message this code cannot read may still name sessions: forget everything to be safe.
      if (isRevoked(data)) created.dropSessions(data.session_ids)
      else created.clear()
    })
    bus.onGap(() => created.clear())
    caches.set(bus, created)
    cache = created
  }
  return cache
}
