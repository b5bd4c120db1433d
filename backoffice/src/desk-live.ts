import { useEffect, useRef, useState } from 'react'
import type { DeskQueueEvent } from '../../src/contract/staff'
import { deskLivePath } from './api'
import { readToken } from './session'

/** Pause before reconnecting after the stream ended (server restart, the 5-minute re-check). */
const RECONNECT_MS = 3_000

export type DeskLiveState = 'connecting' | 'live' | 'offline'

/**
 * The money desk's live queue (GET /api/operator/live, server-sent events read with fetch so the
 * bearer header goes along). `onChange` runs on every `ready` (reload everything: nothing missed is
 * replayed) and every `queue` frame. Reconnects until the component unmounts; a 401 stops it (the
 * next call of the page logs out).
 */
export function useDeskLive(onChange: (event: DeskQueueEvent | null) => void): DeskLiveState {
  const [state, setState] = useState<DeskLiveState>('connecting')
  const latest = useRef(onChange)
  latest.current = onChange
  useEffect(() => {
    const controller = new AbortController()
    let stopped = false
    const run = async () => {
      while (!stopped) {
        try {
          const response = await fetch(deskLivePath, {
            headers: { authorization: `Bearer ${readToken() ?? ''}` },
            signal: controller.signal,
          })
          if (response.status === 401 || response.status === 403) {
            setState('offline')
            latest.current(null)
            return
          }
          if (!response.body) throw new Error('no stream')
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
          let buffer = ''
          for (;;) {
            const { value, done } = await reader.read()
            if (done) break
            buffer += value
            let end = buffer.indexOf('\n\n')
            while (end >= 0) {
              const block = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              end = buffer.indexOf('\n\n')
              if (block.startsWith(':')) continue
              const fields = new Map(
                block
                  .split('\n')
                  .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
              )
              if (fields.get('event') === 'ready') {
                setState('live')
                latest.current(null)
              } else if (fields.get('event') === 'queue') {
                latest.current(JSON.parse(fields.get('data') ?? '{}') as DeskQueueEvent)
              }
            }
          }
        } catch {
          if (stopped) return
        }
        setState('connecting')
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS))
      }
    }
    void run()
    return () => {
      stopped = true
      controller.abort()
    }
  }, [])
  return state
}
