import type { LiveEvent } from '../../../src/contract/live'
import type { Bus, SessionRevokedMessage } from '../../db/bus'
import type { MemberLiveMessage } from './publish'
import { type EventStream, sharedData } from './stream'

/** Streams one member may hold on one instance (tabs, LINE and a browser); a new one ends the oldest. */
export const MAX_STREAMS_PER_MEMBER = 5

export interface LiveHubOptions {
  bus: Bus
  /** Whether a session is still live (checked when the bus says one of its member's sessions ended). */
  sessionLive: (sessionId: number) => Promise<boolean>
  pingMs: number
  /**
   * A stream is ended after about this long (default 1 hour), so the client reconnects and its
   * session is checked again: a session that merely expired (idle or absolute age) sends no event.
   */
  maxAgeMs?: number
}

export interface LiveHub {
  /** Registers an open stream of a member's session; it leaves the hub when it closes. */
  add(owner: { memberId: number; sessionId: number }, stream: EventStream): void
  /** Open streams on this instance. */
  size(): number
  /** Ends every stream and stops listening (the app is closing). */
  close(): void
}

interface Client {
  sessionId: number
  stream: EventStream
  pings: number
}

/**
 * This instance's live connections, fed by the bus: `live.member` events go to that member's
 * streams, `live.all` to every stream. No database connection is held per client: the only queries
 * are the session re-checks after `session.revoked`. After a bus gap (the listener reconnected,
 * events may be lost) every stream is ended: clients reconnect, get `ready` and reload.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const byMember = new Map<number, Set<Client>>()
  const all = () => [...byMember.values()].flatMap((set) => [...set])
  const toMember = (memberId: number, event: LiveEvent) => {
    for (const client of byMember.get(memberId) ?? []) client.stream.send(event)
  }
  const unsubscribe = [
    options.bus.subscribe('live.member', (data) => {
      const message = data as MemberLiveMessage
      toMember(message.member_id, message.event)
    }),
    options.bus.subscribe('live.all', (data) => {
      const event = data as LiveEvent
      // The Yeekee board's shots go to every stream: its bytes are built once, not once per stream.
      const shared = sharedData(event.data)
      for (const set of byMember.values())
        for (const client of set) client.stream.sendShared(event.type, shared)
    }),
    options.bus.subscribe('session.revoked', (data) => {
      const { member_id } = data as SessionRevokedMessage
      for (const client of byMember.get(member_id) ?? []) {
        options.sessionLive(client.sessionId).then(
          (live) => {
            if (!live) client.stream.close()
          },
          // Cannot tell: end the stream, the reconnect authenticates again.
          () => client.stream.close(),
        )
      }
    }),
    options.bus.onGap(() => {
      for (const client of all()) client.stream.close()
    }),
  ]
  const maxPings = Math.max(1, Math.floor((options.maxAgeMs ?? 3600_000) / options.pingMs))
  const pinger = setInterval(() => {
    for (const client of all()) {
      client.pings++
      if (client.pings >= maxPings) client.stream.close()
      else client.stream.ping()
    }
  }, options.pingMs)
  pinger.unref()

  return {
    add({ memberId, sessionId }, stream) {
      const client: Client = { sessionId, stream, pings: 0 }
      const set = byMember.get(memberId) ?? new Set<Client>()
      byMember.set(memberId, set)
      for (const oldest of set) {
        if (set.size < MAX_STREAMS_PER_MEMBER) break
        oldest.stream.close()
        set.delete(oldest)
      }
      set.add(client)
      stream.onClose(() => {
        set.delete(client)
        if (set.size === 0 && byMember.get(memberId) === set) byMember.delete(memberId)
      })
      stream.send({ type: 'ready', data: {} })
    },
    size: () => all().length,
    close() {
      clearInterval(pinger)
      for (const stop of unsubscribe) stop()
      for (const client of all()) client.stream.close()
    },
  }
}
