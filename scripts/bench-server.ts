/** Starts the real server on a loopback port with a fresh embedded database, for the benches. */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

export async function startServer(staticDir: string, port: number): Promise<RunningServer> {
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
  const deadline = Date.now() + 60_000
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
