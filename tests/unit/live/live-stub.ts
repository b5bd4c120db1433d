import { vi } from 'vitest'
import * as endpoints from '../../../src/contract/endpoints'

const encoder = new TextEncoder()

interface Connection {
  url: string
  authorization: string | null
  signal: AbortSignal | null
  controller: ReadableStreamDefaultController<Uint8Array>
}

/**
 * Answers `GET /api/live` with a stream the test writes frames into; every other call goes to the
 * `fetch` stub installed before (`stubApi` of `../stub-api.ts`). Call after that stub.
 */
export function stubLive() {
  const connections: Connection[] = []
  const rest = globalThis.fetch
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      if (new URL(request.url).pathname !== `/api/${endpoints.live.path}`) return rest(input, init)
      let controller: ReadableStreamDefaultController<Uint8Array> | undefined
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c
        },
      })
      if (!controller) throw new Error('stream not started')
      connections.push({
        url: request.url,
        authorization: request.headers.get('Authorization'),
        signal: init?.signal ?? null,
        controller,
      })
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
    }),
  )
  const current = () => {
    const connection = connections.at(-1)
    if (!connection) throw new Error('no live connection yet')
    return connection
  }
  let id = 0
  return {
    connections,
    /** Writes one frame (`event`, `id`, `data`) on the newest connection. */
    send(event: string, data: unknown = {}) {
      id += 1
      current().controller.enqueue(
        encoder.encode(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`),
      )
    },
    /** Writes raw text (to split frames across chunks, send comments...). */
    write(text: string) {
      current().controller.enqueue(encoder.encode(text))
    },
    /** The server drops the connection. */
    drop() {
      current().controller.close()
    },
  }
}
