import { Writable } from 'node:stream'

/** Every line the server logs, as text: pass `logger` to setupApp and read `lines`. */
export function logSink() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, logger: { level: 'info', stream } }
}
