import type { OutgoingHttpHeader, ServerResponse } from 'node:http'
import type { LiveEvent } from '../../../src/contract/live'

/** A client that reads slower than this much buffered output is dropped (it reconnects and reloads). */
const MAX_BUFFERED_BYTES = 64 * 1024

/** The frames of a stream: a member's are `LiveEvent`s, the back office's desk has its own (contract/staff.ts). */
interface Frame {
  type: string
  data: unknown
}

/** One open `text/event-stream` answer. */
export interface EventStream<E extends Frame = LiveEvent> {
  /** `json`: the event's data already serialized. */
  send(event: E, json?: string): void
  /**
   * One event to many streams: `data` is its `data: ...\n\n` lines, encoded once (`sharedData`)
   * and written as is to every stream; only the `event`/`id` lines are this stream's.
   */
  sendShared(type: E['type'], data: Buffer): void
  /** A comment line: keeps proxies and the client from treating a quiet stream as dead. */
  ping(): void
  /** Ends the answer (idempotent). */
  close(): void
  /** Called once, when the stream ends for any reason (client gone, close()). */
  onClose(handler: () => void): void
}

/** The `data` lines of an event for `sendShared`: serialized and encoded once, whatever the number of streams. */
export const sharedData = (data: unknown): Buffer => Buffer.from(`data: ${JSON.stringify(data)}\n\n`)

/** Starts the event stream on a raw answer: status, headers, then frames as they come. */
export function openEventStream<E extends Frame = LiveEvent>(
  raw: ServerResponse,
  headers: Record<string, OutgoingHttpHeader | undefined>,
): EventStream<E> {
  let nextId = 1
  let open = true
  const closeHandlers: (() => void)[] = []
  const ended = () => {
    if (!open) return
    open = false
    for (const handler of closeHandlers.splice(0)) handler()
  }
  raw.on('close', ended)
  const set: Record<string, OutgoingHttpHeader> = {}
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) set[name] = value
  raw.writeHead(200, {
    ...set,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies buffer answers unless told not to.
    'x-accel-buffering': 'no',
  })
  const write = (chunk: string | Buffer) => {
    if (!open) return
    raw.write(chunk)
    if (raw.writableLength > MAX_BUFFERED_BYTES) stream.close()
  }
  const stream: EventStream<E> = {
    send(event, json = JSON.stringify(event.data)) {
      write(`event: ${event.type}\nid: ${nextId++}\ndata: ${json}\n\n`)
    },
    sendShared(type, data) {
      // Two writes of one tick leave in one writev (the answer corks its socket until the next tick).
      write(`event: ${type}\nid: ${nextId++}\n`)
      write(data)
    },
    ping() {
      write(': ping\n\n')
    },
    close() {
      if (!open) return
      // The socket goes with the stream (never reused), so a closing server does not wait for it.
      raw.end(() => raw.destroy())
      ended()
    },
    onClose(handler) {
      if (open) closeHandlers.push(handler)
      else handler()
    },
  }
  return stream
}
