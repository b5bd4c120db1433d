/**
 * The load generators' HTTP client: keep-alive connections through node:http, one per worker.
 * Global fetch (undici's full Fetch API) costs the bench process about 1 ms of CPU per request on
 * these 2 cores, which the server under test then lacks; this costs a fraction of that.
 */
import { Agent, request } from 'node:http'

const agent = new Agent({ keepAlive: true, maxSockets: 256 })

/** POSTs `raw` (a JSON text) and answers the parsed JSON reply, whatever the status. */
export function postJson(url: string, raw: string, headers: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
          } catch (error) {
            reject(error)
          }
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(raw)
  })
}
