import * as endpoints from '../contract/endpoints'
import type { LiveEvent } from '../contract/live'
import type { PaymentOrderStatus } from '../contract/payment'
import type { WithdrawStatus } from '../contract/withdraw'
import type { YeekeeShot } from '../contract/yeekee'
import { apiUrl } from './api-client'
import { emitApiEvent } from './api-events'
import { readAccessToken } from './session'

/**
 * The client of GET /api/live (server-sent events). Read with `fetch` and a stream reader, not
 * `EventSource`: the member's token goes in the Authorization header, never in a URL.
 * Loaded on demand by `live-events.ts` (not part of the first screen).
 */

export interface SseFrame {
  event: string
  id: string | null
  data: string
}

/**
 * Splits a text/event-stream into frames as chunks arrive (a frame may span chunks, a chunk may hold
 * several frames). `: ping` comment lines keep the connection alive and are skipped.
 */
export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let buffer = ''
  let event = ''
  let id: string | null = null
  let data: string[] = []
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0 || event) onFrame({ event: event || 'message', id, data: data.join('\n') })
      event = ''
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    let value = colon < 0 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id') id = value
  }
  return (chunk: string) => {
    buffer += chunk
    let end = buffer.search(/\r\n|\r|\n/)
    while (end >= 0) {
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1
      // A lone \r at the end of a chunk may be the first half of \r\n: wait for the next chunk.
      if (buffer[end] === '\r' && end === buffer.length - 1) break
      line(buffer.slice(0, end))
      buffer = buffer.slice(end + breakLength)
      end = buffer.search(/\r\n|\r|\n/)
    }
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const PAYMENT = new Set(['pending', 'paid', 'expired'])
const WITHDRAW = new Set(['waiting', 'success', 'failed'])

/** A frame as a typed event; null for a type we do not know or a malformed payload (ignored). */
export function toLiveEvent(frame: SseFrame): LiveEvent | null {
  let data: unknown
  try {
    data = frame.data ? JSON.parse(frame.data) : {}
  } catch {
    return null
  }
  if (!isRecord(data)) return null
  switch (frame.event) {
    case 'ready':
    case 'balance':
      return { type: frame.event, data: {} }
    case 'payment':
      return typeof data.order_id === 'number' &&
        typeof data.status === 'string' &&
        PAYMENT.has(data.status) &&
        typeof data.credited_amount === 'number'
        ? {
            type: 'payment',
            data: {
              order_id: data.order_id,
              status: data.status as PaymentOrderStatus,
              credited_amount: data.credited_amount,
            },
          }
        : null
    case 'withdraw':
      return typeof data.id === 'number' && typeof data.status === 'string' && WITHDRAW.has(data.status)
        ? { type: 'withdraw', data: { id: data.id, status: data.status as WithdrawStatus } }
        : null
    case 'yeekee':
      return typeof data.round_id === 'number' &&
        Array.isArray(data.shots) &&
        data.shots.every(isShot) &&
        typeof data.shot_count === 'number' &&
        typeof data.shot_sum === 'string' &&
        typeof data.shooter_count === 'number'
        ? {
            type: 'yeekee',
            data: {
              round_id: data.round_id,
              shots: data.shots as YeekeeShot[],
              shot_count: data.shot_count,
              shot_sum: data.shot_sum,
              shooter_count: data.shooter_count,
            },
          }
        : null
    default:
      return null
  }
}

/** A Yeekee shot as the server sends it (id, round, 5 digits, masked user, time). */
const isShot = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v.id === 'number' &&
  typeof v.round_id === 'number' &&
  typeof v.number === 'string' &&
  typeof v.username === 'string' &&
  typeof v.shot_at === 'string'

/** Waits before each reconnection: 1 s, 2 s, 5 s, then every 15 s (reset by a `ready`). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 15_000]

export interface LiveOptions {
  onEvent: (event: LiveEvent) => void
  /** True from the first `ready` of a connection until it drops. */
  onStatus: (open: boolean) => void
  delaysMs?: readonly number[]
}

/** Opens the stream and keeps it open (reconnecting after a drop) until the returned close is called. */
export function connectLive({ onEvent, onStatus, delaysMs = RECONNECT_DELAYS_MS }: LiveOptions): () => void {
  let closed = false
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let abort: AbortController | undefined

  const retry = () => {
    onStatus(false)
    if (closed) return
    const delay = delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 15_000
    attempt += 1
    timer = setTimeout(() => void open(), delay)
  }

  const open = async () => {
    const token = readAccessToken()
    if (closed || !token) return
    abort = new AbortController()
    let response: Response
    try {
      response = await fetch(apiUrl(endpoints.live.path), {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: abort.signal,
      })
    } catch {
      retry()
      return
    }
    if (response.status === 401) {
      // Like any call: the app clears the user and goes to /login, which closes this stream.
      emitApiEvent({ type: 'unauthorized', path: endpoints.live.path, area: endpoints.live.area })
      onStatus(false)
      return
    }
    if (!response.ok || !response.body) {
      retry()
      return
    }
    const parse = createSseParser((frame) => {
      const event = toLiveEvent(frame)
      if (!event) return
      if (event.type === 'ready') {
        attempt = 0
        onStatus(true)
      }
      onEvent(event)
    })
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parse(decoder.decode(value, { stream: true }))
      }
    } catch {
      // A dropped connection or our own abort: both end here.
    }
    retry()
  }

  void open()
  return () => {
    closed = true
    clearTimeout(timer)
    abort?.abort()
  }
}
