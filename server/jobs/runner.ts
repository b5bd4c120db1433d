import { hostname } from 'node:os'
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/open'
import { jobs } from '../db/schema'
import type { AppDeps } from '../deps'
import { latestSlot, type Schedule } from './schedule'

/** The claimed run a handler gets. */
export interface ClaimedJob {
  id: number
  name: string
  key: string
  payload: unknown
  runAt: Date
  /** 1 on the first run; more when an earlier run failed or was cut off. */
  attempts: number
}

/**
 * A kind of job. `run` must be idempotent: a run cut off halfway (crash, deploy) is taken again after
 * the runner's claim timeout, and each of its own transactions must be safe to repeat.
 */
export interface JobDefinition {
  /** 'module.action', e.g. 'payment.expire_orders'. */
  name: string
  run: (deps: AppDeps, job: ClaimedJob) => Promise<void>
  /** Recurring: the runner enqueues each slot's run itself. Without it, runs come from `enqueueJob`. */
  schedule?: Schedule
  /** Runs before it is marked failed (default 5); a failed run waits 30 s, 60 s, 120 s... */
  maxAttempts?: number
}

export type JobOutcome = 'done' | 'retry' | 'failed'

export interface JobRunner {
  /** Enqueues due recurring runs, then claims and runs due jobs until none is left (or `limit`). */
  runDue(limit?: number): Promise<{ name: string; key: string; outcome: JobOutcome }[]>
  /** The poll loop (main.ts): runDue every `intervalMs`. Tests call runDue instead. */
  start(intervalMs: number, onError: (error: unknown) => void): void
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>
}

export interface JobRunnerOptions {
  /** Who claims (stored in locked_by). */
  instanceId?: string
  /** A running claim older than this is considered cut off and taken again (default 5 minutes). */
  claimTimeoutMs?: number
}

const RETRY_BASE_MS = 30_000

/**
 * Stores a one-off run (idempotent: the same name and key are stored once). Pass the caller's
 * transaction so the run exists exactly when the change that needs it commits.
 */
export async function enqueueJob(
  db: DbOrTx,
  job: { name: string; key: string; runAt: Date; payload?: unknown; now: Date },
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      name: job.name,
      key: job.key,
      runAt: job.runAt,
      payload: job.payload ?? null,
      createdAt: job.now,
    })
    .onConflictDoNothing()
}

export const defaultInstanceId = (random: AppDeps['random']) =>
  `${hostname()}:${process.pid}:${random.bytes(3).toString('hex')}`

/**
 * The in-process job runner over the `jobs` table. Several instances share one database: each due
 * row is claimed by one of them (`FOR UPDATE SKIP LOCKED`), so every run happens once.
 */
export function createJobRunner(
  deps: AppDeps,
  definitions: readonly JobDefinition[],
  options: JobRunnerOptions = {},
): JobRunner {
  const byName = new Map(definitions.map((d) => [d.name, d]))
  if (byName.size !== definitions.length) throw new Error('two job definitions share a name')
  const names = [...byName.keys()]
  const instanceId = options.instanceId ?? defaultInstanceId(deps.random)
  const claimTimeoutMs = options.claimTimeoutMs ?? 5 * 60_000
  /** Per recurring job, the slot this instance already enqueued (saves a write per poll). */
  const enqueuedSlot = new Map<string, number>()

  const enqueueSlots = async (now: Date) => {
    for (const definition of definitions) {
      if (!definition.schedule) continue
      const slot = latestSlot(definition.schedule, now)
      if (enqueuedSlot.get(definition.name) === slot.getTime()) continue
      await enqueueJob(deps.db, { name: definition.name, key: slot.toISOString(), runAt: slot, now })
      enqueuedSlot.set(definition.name, slot.getTime())
    }
  }

  const claim = async (now: Date): Promise<ClaimedJob | null> => {
    if (names.length === 0) return null
    // ISO strings with casts: the raw statement's parameters read the same on PGlite and node-postgres.
    const at = now.toISOString()
    const staleBefore = new Date(now.getTime() - claimTimeoutMs).toISOString()
    const nameList = sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )
    const result = (await deps.db.execute(sql`
      update ${jobs}
      set state = 'running', attempts = attempts + 1, locked_by = ${instanceId}, locked_at = ${at}::timestamptz
      where id = (
        select id from ${jobs}
        where name in (${nameList})
          and run_at <= ${at}::timestamptz
          and (state = 'queued' or (state = 'running' and locked_at < ${staleBefore}::timestamptz))
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, name, key, payload, run_at, attempts`)) as unknown as {
      rows: {
        id: number
        name: string
        key: string
        payload: unknown
        run_at: Date | string
        attempts: number
      }[]
    }
    const row = result.rows[0]
    if (!row) return null
    return {
      id: row.id,
      name: row.name,
      key: row.key,
      payload: row.payload,
      runAt: new Date(row.run_at),
      attempts: Number(row.attempts),
    }
  }

  /** Records the outcome only while the claim is still ours (a stale claim may have been retaken). */
  const finish = async (job: ClaimedJob, set: Partial<typeof jobs.$inferInsert>) => {
    await deps.db
      .update(jobs)
      .set(set)
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, instanceId), eq(jobs.attempts, job.attempts)))
  }

  const runOne = async (job: ClaimedJob): Promise<JobOutcome> => {
    const definition = byName.get(job.name)
    if (!definition) throw new Error(`claimed an unknown job ${job.name}`)
    const maxAttempts = definition.maxAttempts ?? 5
    if (job.attempts > maxAttempts) {
      // Retaken after being cut off on its last attempt (e.g. it crashed the process): stop here.
      await finish(job, { state: 'failed', finishedAt: deps.clock.now(), lastError: 'cut off too often' })
      return 'failed'
    }
    try {
      await definition.run(deps, job)
      await finish(job, { state: 'done', finishedAt: deps.clock.now(), lastError: null })
      return 'done'
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000)
      const now = deps.clock.now()
      if (job.attempts >= maxAttempts) {
        await finish(job, { state: 'failed', finishedAt: now, lastError: message })
        return 'failed'
      }
      const wait = RETRY_BASE_MS * 2 ** (job.attempts - 1)
      await finish(job, { state: 'queued', runAt: new Date(now.getTime() + wait), lastError: message })
      return 'retry'
    }
  }

  const runDue: JobRunner['runDue'] = async (limit = 100) => {
    const ran: { name: string; key: string; outcome: JobOutcome }[] = []
    await enqueueSlots(deps.clock.now())
    while (ran.length < limit) {
      const job = await claim(deps.clock.now())
      if (!job) break
      ran.push({ name: job.name, key: job.key, outcome: await runOne(job) })
    }
    return ran
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> | null = null
  let stopped = false
  return {
    runDue,
    start(intervalMs, onError) {
      stopped = false
      const tick = () => {
        running = runDue()
          .catch(onError)
          .finally(() => {
            running = null
            if (!stopped) timer = setTimeout(tick, intervalMs)
          })
      }
      timer = setTimeout(tick, 0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
