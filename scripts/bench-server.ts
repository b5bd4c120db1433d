/** Starts the real server on a loopback port with a fresh embedded database, for the benches. */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

/** A loopback port nothing listens on now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * `port` 0 takes a free one. A port another process already answers on is refused: the readiness
 * check would otherwise measure that server (another engineer's bench, another build).
 */
export async function startServer(staticDir: string, requested: number): Promise<RunningServer> {
  const port = requested === 0 ? await freePort() : requested
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${port} is already in use: set BENCH_PORT, or 0 for a free one`)
  const dataDir = mkdtempSync(join(tmpdir(), 'bw222-bench-'))
  // Its own process group, so stop() ends tsx and the server it runs together.
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      DEMO: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      const res = await fetch(`${url}/api/agent/validate?code=bw222`)
      if (res.ok) break
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        process.kill(-(child.pid as number), 'SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
