/**
 * Cost per operation for `npm run bench:api`: the CPU time the server process (Node.js) and its
 * PostgreSQL backends spent during a measured run, divided by the operations it did. Rates swing by
 * a third on a shared machine; CPU per operation does not. Read from /proc/<pid>/stat (utime + stime)
 * of the server and of every backend connected to the bench's database (pg_stat_activity, this
 * meter's own connection left out); PostgreSQL's shared processes (WAL writer, checkpointer) are not
 * counted. Linux only: elsewhere the figures read "n/a". Beside them, the bench process's own CPU
 * (the load generator, which takes its share of the same two cores).
 */
import { readFileSync } from 'node:fs'
import pg from 'pg'

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100

/** CPU milliseconds (user + system) a process has used, or null when it is gone or /proc is absent. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return null
  }
}

/** Resident memory of a process in MB (VmRSS), or null. */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
    return kb ? Number(kb) / 1024 : null
  } catch {
    return null
  }
}

export interface Cost {
  nodeMs: number | null
  pgMs: number | null
  /** The bench process (the load generator). */
  clientMs: number
}

/** Measures a server's and its database's CPU over a stretch of load. */
export interface CostMeter {
  /** Call right before the measured load. */
  start(): Promise<void>
  /** Call right after: the CPU per operation since start(). */
  stop(operations: number): Promise<Cost>
  close(): Promise<void>
}

/**
 * A meter for the server process `serverPid` and, with `databaseUrl` (PostgreSQL on this machine),
 * the backends connected to that database.
 */
export function costMeter(serverPid: number | undefined, databaseUrl: string | null): CostMeter {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null
  const connected = client?.connect()
  let node0: number | null = null
  let generator0 = process.cpuUsage()
  let backends0 = new Map<number, number>()
  const backends = async () => {
    const cpu = new Map<number, number>()
    if (!client) return cpu
    await connected
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    for (const { pid } of rows) {
      const ms = cpuMs(pid)
      if (ms !== null) cpu.set(pid, ms)
    }
    return cpu
  }
  return {
    async start() {
      node0 = serverPid ? cpuMs(serverPid) : null
      backends0 = await backends()
      generator0 = process.cpuUsage()
    },
    async stop(operations) {
      const node1 = serverPid ? cpuMs(serverPid) : null
      const generator = process.cpuUsage(generator0)
      const backends1 = await backends()
      let pgMs: number | null = null
      if (client && backends1.size > 0) {
        pgMs = 0
        // A backend that started during the run counts from zero.
        for (const [pid, ms] of backends1) pgMs += ms - (backends0.get(pid) ?? 0)
      }
      const per = (ms: number | null) => (ms === null || operations <= 0 ? null : ms / operations)
      return {
        nodeMs: per(node0 === null || node1 === null ? null : node1 - node0),
        pgMs: per(pgMs),
        clientMs: (generator.user + generator.system) / 1000 / Math.max(1, operations),
      }
    },
    async close() {
      if (client) await client.end()
    },
  }
}

/** ' CPU per bill: Node 0.41 ms, PostgreSQL 0.63 ms (load generator 0.12 ms)' for a result line. */
export function costLine(what: string, cost: Cost): string {
  const ms = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} ms`)
  return `CPU per ${what}: Node ${ms(cost.nodeMs)}, PostgreSQL ${ms(cost.pgMs)} (load generator ${ms(cost.clientMs)})`
}
