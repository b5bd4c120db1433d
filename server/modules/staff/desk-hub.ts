import type { DeskQueueEvent } from '../../../src/contract/staff'
import type { Bus } from '../../db/bus'
import type { MemberLiveMessage, StaffLiveMessage } from '../live/publish'
import type { EventStream } from '../live/stream'

/** A desk stream ends after this long, so the client reconnects and its staff session is checked again. */
const DESK_STREAM_MAX_MS = 5 * 60_000

/** The desk stream's frames: `ready` first, then `queue`. */
export type DeskFrame =
  | { type: 'ready'; data: Record<string, never> }
  | { type: 'queue'; data: DeskQueueEvent }

export interface DeskHub {
  add(stream: EventStream<DeskFrame>): void
  size(): number
  close(): void
}

/**
 * The money desk's live queue on this instance: every open desk stream hears `queue` when a deposit
 * order is created (`live.staff`) or a deposit or withdrawal changes status (the member's own
 * `payment` and `withdraw` events on `live.member`, so nothing is published twice). After a bus gap
 * every stream is ended: the desk reconnects, gets `ready` and reloads.
 */
export function createDeskHub(bus: Bus, pingMs: number): DeskHub {
  const streams = new Set<{ stream: EventStream<DeskFrame>; pings: number }>()
  const toAll = (event: DeskQueueEvent) => {
    const json = JSON.stringify(event)
    for (const client of streams) client.stream.send({ type: 'queue', data: event }, json)
  }
  const unsubscribe = [
    bus.subscribe('live.staff', (data) => toAll(data as StaffLiveMessage)),
    bus.subscribe('live.member', (data) => {
      const { event } = data as MemberLiveMessage
      if (event.type === 'payment')
        toAll({ kind: 'deposit', id: event.data.order_id, status: event.data.status })
      if (event.type === 'withdraw') toAll({ kind: 'withdraw', id: event.data.id, status: event.data.status })
    }),
    bus.onGap(() => {
      for (const client of streams) client.stream.close()
    }),
  ]
  const maxPings = Math.max(1, Math.floor(DESK_STREAM_MAX_MS / pingMs))
  const pinger = setInterval(() => {
    for (const client of streams) {
      client.pings++
      if (client.pings >= maxPings) client.stream.close()
      else client.stream.ping()
    }
  }, pingMs)
  pinger.unref()
  return {
    add(stream) {
      const client = { stream, pings: 0 }
      streams.add(client)
      stream.onClose(() => streams.delete(client))
      stream.send({ type: 'ready', data: {} })
    },
    size: () => streams.size,
    close() {
      clearInterval(pinger)
      for (const stop of unsubscribe) stop()
      for (const client of streams) client.stream.close()
    },
  }
}
