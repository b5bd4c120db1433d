import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { expect } from 'vitest'
import { migrationsFolder } from '../../../server/db/open'
import type { Db } from '../../../server/db/types'

/** A database as an older server left it, for a migration test: fill it, `upgrade()`, then check. */
export interface OlderDatabase {
  db: Db
  /** The rows a query answers. */
  rows: <T = Record<string, unknown>>(query: SQL) => Promise<T[]>
  /** Applies the committed migrations the older server did not have (all of them, to the newest). */
  upgrade: () => Promise<void>
  /** Closes the database (a PostgreSQL one is dropped) and removes the older migrations' folder. */
  close: () => Promise<void>
}

/**
 * A new empty database (in-memory PGlite, or a fresh database on TEST_DATABASE_URL) migrated by the
 * committed migrations up to number `last` only (`0028_…` for 28): what an older server had applied.
 */
export async function olderDatabase(last: number): Promise<OlderDatabase> {
  const older = olderMigrations(last)
  const opened = await emptyDatabase()
  await opened.migrate(older)
  return {
    db: opened.db,
    rows: async <T>(query: SQL) => ((await opened.db.execute(query)) as unknown as { rows: T[] }).rows,
    upgrade: () => opened.migrate(migrationsFolder),
    close: async () => {
      await opened.close()
      rmSync(older, { recursive: true, force: true })
    },
  }
}

/** A folder with the committed migrations numbered up to `last` and their journal. */
function olderMigrations(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bw222-migrations-'))
  mkdirSync(join(dir, 'meta'))
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.filter((e: { tag: string }) => Number(e.tag.slice(0, 4)) <= last)
  expect(journal.entries.at(-1).tag.slice(0, 4)).toBe(String(last).padStart(4, '0'))
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal))
  for (const e of journal.entries as { tag: string }[])
    copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(dir, `${e.tag}.sql`))
  return dir
}

async function emptyDatabase(): Promise<{
  db: Db
  migrate: (folder: string) => Promise<void>
  close: () => Promise<void>
}> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const client = new PGlite()
    const db = drizzlePglite(client)
    return {
      db: db as unknown as Db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    }
  }
  const name = `test_migration_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
  const db = drizzlePg(pool)
  return {
    db: db as unknown as Db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end()
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.end()
    },
  }
}
