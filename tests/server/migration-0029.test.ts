import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { applyFunctions, functionFiles } from '../../server/db/functions'
import { migrationsFolder } from '../../server/db/open'
import type { Db } from '../../server/db/types'

// Migration 0029 (issue 24) on a database migrated to 0028 by an older server: seamless_open and
// seamless_settle (inline in the seamless functions since) are dropped with their db_functions rows,
// and the changed function files apply after it.

/** The committed migrations up to 0028 only (journal idx 26): what the older server had applied. */
function olderMigrations(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bw222-migrations-'))
  mkdirSync(join(dir, 'meta'))
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0029')
  expect(journal.entries.at(-1).tag).toBe('0028_hot_path_indexes')
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal))
  for (const e of journal.entries as { tag: string }[])
    copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(dir, `${e.tag}.sql`))
  return dir
}

type Migrate = (folder: string) => Promise<void>

async function emptyDatabase(): Promise<{ db: Db; migrate: Migrate; close: () => Promise<void> }> {
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

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

it('drops seamless_open and seamless_settle with their db_functions rows; the seamless functions then store a call once', async () => {
  const opened = await emptyDatabase()
  cleanups.push(opened.close)
  const older = olderMigrations()
  cleanups.push(() => rmSync(older, { recursive: true, force: true }))
  const q = async <T>(query: SQL) => ((await opened.db.execute(query)) as unknown as { rows: T[] }).rows
  const functions = async () =>
    (
      await q<{ proname: string }>(
        sql`select proname from pg_proc where pronamespace = 'public'::regnamespace and proname like 'seamless_%'`,
      )
    ).map((r) => r.proname)

  await opened.migrate(older)
  // The older server had applied its function files, seamless_open's and seamless_settle's among them.
  await opened.db.execute(sql`insert into db_functions (name, sha256, applied_at)
    values ('seamless_open', 'older', now()), ('seamless_settle', 'older', now())`)
  expect(await functions()).toEqual(expect.arrayContaining(['seamless_open', 'seamless_settle']))

  await opened.migrate(migrationsFolder)
  await applyFunctions(opened.db)
  expect(await functions()).not.toContain('seamless_open')
  expect(await functions()).not.toContain('seamless_settle')
  const rows = await q<{ name: string }>(sql`select name from db_functions order by name`)
  expect(rows.map((r) => r.name)).toEqual(functionFiles().map((f) => f.name))

  // A bet with an unknown session: refused, stored once, and its replay answers the same.
  const bet = () =>
    q<{ reply: { answer: { status: string } } }>(sql`select seamless_bet(1, 'tx-1', 'round-1', 'slot', 100,
      'hash', 'no-such-token', now(), 'game:x:tx-1', 'x:slot', 100000000) as reply`)
  expect((await bet())[0].reply).toEqual({ answer: { status: 'INVALID_TOKEN' } })
  expect((await bet())[0].reply).toEqual({ answer: { status: 'INVALID_TOKEN' } })
  const stored = await q<{ kind: string; state: string; n: number }>(
    sql`select kind, state, count(*) over ()::int as n from game_transactions where transaction_id = 'tx-1'`,
  )
  expect(stored).toEqual([{ kind: 'bet', state: 'refused', n: 1 }])
})
