import { sql } from 'drizzle-orm'
import { afterCommit } from './after-commit'
import type { Db, DbOrTx } from './types'

/**
 * Messages between server instances (and within one), with `pg_notify` on one channel, to every
 * instance that LISTENs on the same database (PostgreSQL), or within the process (PGlite). A
 * message is delivered only if the publishing transaction commits, in one of two ways:
 *
 * - `session.revoked` is NOTIFYed inside that transaction: it arrives if and only if the
 *   transaction commits, even if this process dies right after.
 * - live hints (`live.*`) are sent once the transaction has committed, many at a time in one
 *   asynchronously committed statement. A NOTIFY makes PostgreSQL serialize the commits of all
 *   notifying transactions (a database-wide lock held through the WAL flush), so money movements
 *   must not carry one; a hint lost because the process died between commit and send only delays
 *   a screen's refresh (clients reload on reconnect). A hint waits up to HINT_WINDOW_MS for others,
 *   and the hints of a send travel as few notifications as fit (a JSON array each): under load a
 *   bet's hint no longer costs a statement, a notification and a wake-up of every listener of its
 *   own (issue 24).
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
  /** Something the back office's money desk must hear (a new deposit order; modules/staff/desk-hub.ts). */
  | 'live.staff'

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
  /** A live hint's number in its process: no two hints of one batched send are identical (below). */
  seq?: number
}

/**
 * What one NOTIFY carries: a message (`session.revoked`, inside its transaction) or a batch of live
 * hints in the order they were published.
 */
export type BusPayload = BusMessage | BusMessage[]

export type BusHandler = (data: unknown) => void

export interface Bus {
  /**
   * Sends `data` to `topic`'s subscribers on every instance once `db`'s transaction commits (at
   * once with a plain database handle); see above for how each topic travels.
   */
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

/** Topics sent after the commit, in batches (see above); the others travel inside the transaction. */
const AFTER_COMMIT: ReadonlySet<BusTopic> = new Set<BusTopic>(['live.member', 'live.all', 'live.staff'])
/**
 * How long a live hint waits for others to share its send (ms). Under load hints arrive far more
 * often than that; a member's screen hears its change this much later at most (unnoticeable).
 */
const HINT_WINDOW_MS = 5
/** A batch's notification stays under PostgreSQL's payload limit (8000 bytes; UTF-8). */
const PAYLOAD_BYTES = 7900
/** Notifications per send statement: a longer queue takes another statement. */
const SEND_NOTIFICATIONS = 50

/**
 * Packs queued hints (each a BusMessage's JSON text, in order) into notification payloads: JSON
 * arrays of at most PAYLOAD_BYTES. A hint too large for a notification of its own is dropped (and
 * logged): it would fail the statement and with it every other hint of the send.
 */
export function packHints(hints: readonly string[]): string[] {
  const payloads: string[] = []
  let current: string[] = []
  let bytes = 2
  for (const hint of hints) {
    const size = Buffer.byteLength(hint) + 1
    if (size + 2 > PAYLOAD_BYTES) {
      console.error(`bus: a live hint of ${size} bytes is too large to send: ${hint.slice(0, 120)}`)
      continue
    }
    if (bytes + size > PAYLOAD_BYTES) {
      payloads.push(`[${current.join(',')}]`)
      current = []
      bytes = 2
    }
    current.push(hint)
    bytes += size
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`)
  return payloads
}

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
  const dispatch = (message: BusMessage) => {
    for (const handler of handlers.get(message.topic) ?? []) {
      try {
        handler(message.data)
      } catch (error) {
        console.error(`bus handler for ${message.topic} failed:`, error)
      }
    }
  }
  const deliver = (payload: string) => {
    let parsed: BusPayload
    try {
      parsed = JSON.parse(payload) as BusPayload
    } catch {
      return
    }
    if (Array.isArray(parsed)) for (const message of parsed) dispatch(message)
    else dispatch(parsed)
  }
  const gap = () => {
    for (const handler of gapHandlers) handler()
  }
  // After-commit sends: queued for HINT_WINDOW_MS, then one statement per batch while earlier
  // batches are in flight. Each hint carries its number: PostgreSQL delivers identical payloads
  // NOTIFYed in one transaction once, at the first one's place, which would fold a later batch into
  // an earlier one (a balance back to what it was after a refund would show the withdrawal's balance).
  const queued: string[] = []
  let seq = 0
  let sending = false
  let window: ReturnType<typeof setTimeout> | undefined
  const send = async (db: Db) => {
    window = undefined
    sending = true
    try {
      while (queued.length > 0) {
        const payloads = packHints(queued.splice(0))
        for (let i = 0; i < payloads.length; i += SEND_NOTIFICATIONS) {
          const batch = JSON.stringify(payloads.slice(i, i + SEND_NOTIFICATIONS))
          await db
            .execute(
              sql`select set_config('synchronous_commit', 'off', true), pg_notify(${BUS_CHANNEL}, p)
                  from json_array_elements_text(${batch}::json) as p`,
            )
            .catch((error: Error) => console.error('bus: live hints not sent:', error.message))
        }
      }
    } finally {
      sending = false
    }
  }
  const bus: RunningBus = {
    async publish(db, topic, data) {
      if (!AFTER_COMMIT.has(topic)) {
        const payload = JSON.stringify({ topic, data } satisfies BusMessage)
        await db.execute(sql`select pg_notify(${BUS_CHANNEL}, ${payload})`)
        return
      }
      afterCommit(db, (root) => {
        queued.push(JSON.stringify({ topic, data, seq: ++seq } satisfies BusMessage))
        if (!sending && !window) window = setTimeout(() => void send(root), HINT_WINDOW_MS)
      })
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
    stop: () => {
      // Hints still waiting are dropped with the process's connections (clients reload on reconnect).
      clearTimeout(window)
      window = undefined
      queued.length = 0
      return listener.stop()
    },
  }
  return bus
}
