import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { applyFunctions } from '../../server/db/functions'
import { migrationsFolder, openDb } from '../../server/db/open'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, empty PGlite data folder (helpers/db.ts loads it per file). */
    pgliteSnapshot: string
    /** On TEST_DATABASE_URL: a migrated, empty database each file copies with CREATE DATABASE ... TEMPLATE. */
    pgTemplate: string
  }
}

/**
 * Runs once per `vitest run` of the server project: migrates one database and keeps it as the
 * snapshot every test file starts from. Starting PGlite from scratch (its initdb) and migrating costs
 * seconds per file; loading a snapshot or copying a template database costs a fraction of that.
 * Each file still gets its own database (helpers/db.ts).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const opened = await openDb({ url: url.toString() })
    await opened.migrate()
    // A template must have no connections while it is copied.
    await opened.close()
    project.provide('pgTemplate', name)
    project.provide('pgliteSnapshot', '')
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.end()
    }
  }
  const client = new PGlite()
  const db = drizzlePglite(client)
  await migratePglite(db, { migrationsFolder })
  await applyFunctions(db)
  const dump = await client.dumpDataDir('none')
  await client.close()
  const dir = mkdtempSync(join(tmpdir(), 'bw222-test-snapshot-'))
  const file = join(dir, 'migrated.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteSnapshot', file)
  project.provide('pgTemplate', '')
  return () => rmSync(dir, { recursive: true, force: true })
}
