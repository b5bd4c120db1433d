/**
 * The load generators' HTTP client: plain keep-alive HTTP/1.1 connections, one request at a time
 * each, reused from an idle list per origin. The bench process shares the two cores with the server
 * and PostgreSQL, so what it spends per request is taken from the system under test (whose real
 * callers run on other machines). CPU per request measured here (24 concurrent loops, a small signed
 * JSON POST, the body and signature made in each): global fetch about 1 ms, node:http 130 to 150 µs,
 * undici's pool 90 to 100 µs, autocannon (its `setupRequest`) 120 to 155 µs, this about 45 µs.
 * It reads what our server sends: replies with a Content-Length (no chunked encoding, no
 * compression: it asks for none).
 */
import { connect, type Socket } from 'node:net'

export interface HttpReply {
  status: number
  body: string
}

const HEAD_END = Buffer.from('\r\n\r\n')

class Connection {
  private readonly socket: Socket
  private buffered: Buffer | null = null
  private waiting: { resolve: (reply: HttpReply) => void; reject: (error: Error) => void } | null = null
  closed = false

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true })
    this.socket.on('data', (chunk: Buffer) => this.read(chunk))
    this.socket.on('error', (error) => this.fail(error))
    this.socket.on('close', () => this.fail(new Error('the server closed the connection')))
  }

  send(request: string): Promise<HttpReply> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject }
      this.socket.write(request)
    })
  }

  close() {
    this.closed = true
    this.socket.destroy()
  }

  private read(chunk: Buffer) {
    const data = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk
    this.buffered = data
    const headEnd = data.indexOf(HEAD_END)
    if (headEnd < 0) return
    const head = data.toString('latin1', 0, headEnd)
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)
    if (!length) return this.fail(new Error(`a reply without Content-Length: ${head.split('\r\n')[0]}`))
    const end = headEnd + HEAD_END.length + Number(length[1])
    if (data.length < end) return
    this.buffered = null
    if (/\r\nconnection: *close/i.test(head)) this.closed = true
    const waiting = this.waiting
    this.waiting = null
    waiting?.resolve({ status: Number(head.slice(9, 12)), body: data.toString('utf8', headEnd + 4, end) })
  }

  private fail(error: Error) {
    this.closed = true
    const waiting = this.waiting
    this.waiting = null
    waiting?.reject(error)
  }
}

const idle = new Map<string, Connection[]>()

/** POSTs `raw` (a JSON text) to `origin` + `path`: the status and the reply's text, whatever the status. */
export async function post(
  origin: string,
  path: string,
  raw: string,
  headers: Record<string, string>,
): Promise<HttpReply> {
  const url = new URL(origin)
  let request = `POST ${path} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(raw)}\r\n`
  for (const [name, value] of Object.entries(headers)) request += `${name}: ${value}\r\n`
  const list = idle.get(url.origin) ?? []
  idle.set(url.origin, list)
  let connection = list.pop()
  // An idle connection the server has closed meanwhile (its keep-alive timeout) is dropped.
  while (connection?.closed) connection = list.pop()
  connection ??= new Connection(url.hostname, Number(url.port || 80))
  const reply = await connection.send(`${request}\r\n${raw}`)
  if (!connection.closed) list.push(connection)
  return reply
}

/** POSTs `raw` (a JSON text) and answers the parsed JSON reply, whatever the status. */
export async function postJson(url: string, raw: string, headers: Record<string, string>): Promise<unknown> {
  const { origin, pathname, search } = new URL(url)
  return JSON.parse((await post(origin, pathname + search, raw, headers)).body)
}

/** Closes the idle connections (a phase that must not leave sockets open on the server, e.g. before RSS is read). */
export function closeIdleConnections(): void {
  for (const list of idle.values()) for (const connection of list.splice(0)) connection.close()
}
