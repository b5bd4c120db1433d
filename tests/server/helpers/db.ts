import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { type OpenedDb, openDb } from '../../../server/db/open'

export interface TestDb extends OpenedDb {
  /** Closes and, on PostgreSQL, drops the database made for this file. */
  destroy: () => Promise<void>
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL a new randomly named database on that server, dropped afterwards. Both start
 * from the migrated snapshot made once per run (../global-setup.ts), not from a fresh migration.
 */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const snapshot = inject('pgliteSnapshot')
    const opened = await openDb({
      memory: true,
      snapshot: snapshot ? new Blob([await readFile(snapshot)]) : undefined,
    })
    if (!snapshot) await opened.migrate()
    return { ...opened, destroy: opened.close }
  }
  const template = inject('pgTemplate')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const opened = await openDb({ url: url.toString() })
  if (!template) await opened.migrate()
  return {
    ...opened,
    destroy: async () => {
      await opened.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`)
      await cleanup.end()
    },
  }
}
