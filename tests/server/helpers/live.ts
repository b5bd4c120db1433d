/** One server-sent event as a client reads it. */
export interface LiveFrame {
  event: string
  id: string
  data: unknown
}

export interface LiveClient {
  status: number
  contentType: string | null
  /** The JSON body when the server refused the stream (401). */
  refusal: unknown
  frames: LiveFrame[]
  /** How many `: ping` comments arrived. */
  pings: () => number
  /** Resolves once frames matching `check` arrived; rejects after `ms`. */
  waitFor: (check: (frames: LiveFrame[]) => boolean, ms?: number) => Promise<LiveFrame[]>
  /** Resolves when the server ended the stream (true), or false after `ms`. */
  ended: (ms?: number) => Promise<boolean>
  close: () => void
}

/**
 * Opens GET /api/live the way the site does (fetch with the bearer header) and parses its frames;
 * `path` opens another stream the same way (the back office's `/api/operator/live`).
 */
export async function openLive(baseUrl: string, token?: string, path = '/api/live'): Promise<LiveClient> {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  })
  const frames: LiveFrame[] = []
  let pings = 0
  let done = false
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const contentType = response.headers.get('content-type')
  let refusal: unknown = null
  if (!contentType?.startsWith('text/event-stream')) {
    refusal = await response.json()
    done = true
  } else if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    void (async () => {
      let buffer = ''
      try {
        for (;;) {
          const { value, done: finished } = await reader.read()
          if (finished) break
          buffer += value
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            end = buffer.indexOf('\n\n')
            if (block.startsWith(':')) pings++
            else {
              const fields = Object.fromEntries(
                block
                  .split('\n')
                  .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
              )
              frames.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data) })
            }
          }
          notify()
        }
      } catch {
        // aborted by close()
      }
      done = true
      notify()
    })()
  }
  const wait = <T>(ready: () => T | undefined, ms: number, onTimeout: () => T | Error): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const value = ready()
        if (value === undefined) return
        finish()
        resolve(value)
      }
      const timer = setTimeout(() => {
        finish()
        const value = onTimeout()
        if (value instanceof Error) reject(value)
        else resolve(value)
      }, ms)
      const finish = () => {
        clearTimeout(timer)
        listeners.delete(check)
      }
      listeners.add(check)
      check()
    })
  return {
    status: response.status,
    contentType,
    refusal,
    frames,
    pings: () => pings,
    waitFor: (check, ms = 3000) =>
      wait(
        () => (check(frames) ? frames : undefined),
        ms,
        () => new Error(`live frames not as expected: ${JSON.stringify(frames)}`),
      ),
    ended: (ms = 3000) =>
      wait(
        () => (done ? true : undefined),
        ms,
        () => false,
      ),
    close: () => controller.abort(),
  }
}

/** The frames after `ready` as [event, data] pairs, for exact assertions. */
export const eventsOf = (frames: LiveFrame[]) =>
  frames.filter((f) => f.event !== 'ready').map((f) => [f.event, f.data])
