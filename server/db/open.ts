import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { trackCommits } from './after-commit'
import { BUS_CHANNEL, type BusListener } from './bus'
import { applyFunctions } from './functions'
import * as schema from './schema'

import type { Db } from './types'

export type { Db, DbOrTx, Schema, Tx } from './types'

export interface OpenDbOptions {
  /** postgres://... uses node-postgres; otherwise PGlite. */
  url?: string | null
  /** PGlite data folder (ignored with url or memory). */
  dataDir?: string
  /** PGlite in memory (tests). */
  memory?: boolean
  /** With memory: start from this `dumpDataDir` tar (tests start from a migrated snapshot). */
  snapshot?: Blob
}

export interface OpenedDb {
  db: Db
  dialect: 'pglite' | 'postgres'
  /** Applies the committed migrations with the active driver's migrator, then the changed functions. */
  migrate: () => Promise<void>
  /** Hears NOTIFYs on the bus channel (db/bus.ts): a dedicated connection on PostgreSQL. */
  busListener: BusListener
  close: () => Promise<void>
}

const MIGRATION_LOCK = 222_003

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

export async function openDb(options: OpenDbOptions): Promise<OpenedDb> {
  if (options.url) {
    // bigint (int8) columns are mapped by Drizzle; keep pg's default string parsing for them.
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle client losing its connection (server restart) must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message))
    const db = drizzlePg(pool, { schema })
    return {
      db: trackCommits(db as unknown as Db),
      dialect: 'postgres',
      migrate: async () => {
        // Several instances may start at once: one migrates, the others wait for it.
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
          await migratePg(db, { migrationsFolder })
          await applyFunctions(db)
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
          client.release()
        }
      },
      busListener: pgBusListener(options.url),
      close: () => pool.end(),
    }
  }
  let client: PGlite
  if (options.memory) client = new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : {})
  else {
    const dir = resolve(options.dataDir ?? './data')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(join(dir, 'pglite'))
  }
  await client.waitReady
  const db = drizzlePglite(client, { schema })
  return {
    db: trackCommits(db as unknown as Db),
    dialect: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder })
      await applyFunctions(db)
    },
    busListener: pgliteBusListener(client),
    close: () => client.close(),
  }
}

/** PGlite is one in-process session: it hears its own NOTIFYs after each commit. */
function pgliteBusListener(client: PGlite): BusListener {
  let unlisten: (() => Promise<void>) | null = null
  return {
    async start(onPayload) {
      unlisten = await client.listen(BUS_CHANNEL, onPayload)
    },
    async stop() {
      await unlisten?.()
      unlisten = null
    },
  }
}

/** A dedicated LISTEN connection that reconnects (and reports the gap) when it is lost. */
function pgBusListener(url: string): BusListener {
  let client: pg.Client | null = null
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let onPayload: (payload: string) => void = () => undefined
  let onGap: () => void = () => undefined

  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    const lost = () => {
      if (client !== next) return
      client = null
      next.end().catch(() => undefined)
      if (stopped) return
      retry = setTimeout(() => {
        connect().then(onGap, () => undefined)
      }, 1000)
    }
    next.on('error', lost)
    next.on('end', lost)
    next.on('notification', (message) => {
      if (message.channel === BUS_CHANNEL && message.payload) onPayload(message.payload)
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${BUS_CHANNEL}`)
    } catch (error) {
      lost()
      throw error
    }
  }
  return {
    async start(payloadHandler, gapHandler) {
      onPayload = payloadHandler
      onGap = gapHandler
      await connect()
    },
    async stop() {
      stopped = true
      clearTimeout(retry)
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}
