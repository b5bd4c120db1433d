import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/open'

/**
 * Messages between server instances (and within one): published with `pg_notify` inside the
 * caller's transaction, so they are delivered only if it commits, to every instance that LISTENs
 * on the same database (PostgreSQL), or within the process (PGlite).
 *
 * Topics are a closed union: add one here when a module needs it.
 */
export type BusTopic =
  /** A session was revoked (logout, password change): drop it from every instance's cache. */
  | 'session.revoked'
  /** Something a member's live connection must hear (balance, payment, withdrawal...). */
  | 'live.member'
  /** Something every live connection must hear (round countdowns, the Yeekee board...). */
  | 'live.all'

/** `session.revoked` data: the member whose session(s) ended; listeners re-check what they hold. */
export interface SessionRevokedMessage {
  /** Whose sessions: live streams of that member re-check theirs. */
  member_id: number
  /** Which sessions: every instance drops them from its session cache. */
  session_ids: number[]
}

export interface BusMessage {
  topic: BusTopic
  data: unknown
}

export type BusHandler = (data: unknown) => void

export interface Bus {
  /** Sends `data` to `topic`'s subscribers on every instance once `db`'s transaction commits. */
  publish(db: DbOrTx, topic: BusTopic, data: unknown): Promise<void>
  /** Returns the unsubscribe function. Handlers run on this instance, after the commit. */
  subscribe(topic: BusTopic, handler: BusHandler): () => void
  /**
   * Called after the listener lost its connection and listens again: messages may have been missed
   * meanwhile, so caches fed by the bus must be dropped and live clients told to catch up.
   */
  onGap(handler: () => void): () => void
}

/** The one PostgreSQL channel all topics travel on (NOTIFY payloads are limited to 8000 bytes). */
export const BUS_CHANNEL = 'bw222_bus'

/** A database's way to hear NOTIFYs on BUS_CHANNEL (see db/open.ts). */
export interface BusListener {
  /** Starts listening; `onGap` is called each time the listener had to reconnect. */
  start(onPayload: (payload: string) => void, onGap: () => void): Promise<void>
  stop(): Promise<void>
}

/** A bus and its lifecycle: buildApp starts it when the app is built and stops it on close. */
export interface RunningBus extends Bus {
  start(): Promise<void>
  stop(): Promise<void>
}

/** The bus over a database's listener (`OpenedDb.busListener`). */
export function createBus(listener: BusListener): RunningBus {
  const handlers = new Map<BusTopic, Set<BusHandler>>()
  const gapHandlers = new Set<() => void>()
  const deliver = (payload: string) => {
    let message: BusMessage
    try {
      message = JSON.parse(payload) as BusMessage
    } catch {
      return
    }
    for (const handler of handlers.get(message.topic) ?? []) {
      try {
        handler(message.data)
      } catch (error) {
        console.error(`bus handler for ${message.topic} failed:`, error)
      }
    }
  }
  const gap = () => {
    for (const handler of gapHandlers) handler()
  }
  const bus: RunningBus = {
    async publish(db, topic, data) {
      const payload = JSON.stringify({ topic, data } satisfies BusMessage)
      await db.execute(sql`select pg_notify(${BUS_CHANNEL}, ${payload})`)
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set<BusHandler>()
      handlers.set(topic, set)
      set.add(handler)
      return () => set.delete(handler)
    },
    onGap(handler) {
      gapHandlers.add(handler)
      return () => gapHandlers.delete(handler)
    },
    start: () => listener.start(deliver, gap),
    stop: () => listener.stop(),
  }
  return bus
}
