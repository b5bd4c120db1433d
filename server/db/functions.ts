import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

export const functionsFolder = join(dirname(fileURLToPath(import.meta.url)), 'functions')

/** Statements inside one file are separated like in the migrations. */
const BREAKPOINT = '--> statement-breakpoint'

export interface FunctionFile {
  name: string
  sha256: string
  statements: string[]
}

/** Every `functions/<name>.sql`, by name: its statements and the SHA-256 of its text. */
export function functionFiles(folder = functionsFolder): FunctionFile[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(folder, file), 'utf8')
      return {
        name: file.slice(0, -'.sql'.length),
        sha256: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split(BREAKPOINT)
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      }
    })
}

/**
 * Applies the database functions whose file changed since it was last applied (`db_functions` keeps
 * each file's hash), in one transaction, after the migrations. A function's source is its one file,
 * so a change to it is a reviewable diff of that file (db/README.md). A file whose function changes
 * its arguments or result starts with `DROP FUNCTION IF EXISTS <name>;` and a breakpoint.
 */
export async function applyFunctions(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  at: Date = new Date(),
): Promise<string[]> {
  const files = functionFiles()
  const rows = (await db.execute(sql`select name, sha256 from db_functions`)) as unknown as {
    rows: { name: string; sha256: string }[]
  }
  const applied = new Map(rows.rows.map((r) => [r.name, r.sha256]))
  const changed = files.filter((f) => applied.get(f.name) !== f.sha256)
  if (changed.length === 0) return []
  await db.transaction(async (tx) => {
    for (const file of changed) {
      for (const statement of file.statements) await tx.execute(sql.raw(statement))
      await tx.execute(sql`
        insert into db_functions (name, sha256, applied_at) values (${file.name}, ${file.sha256}, ${at})
        on conflict (name) do update set sha256 = excluded.sha256, applied_at = excluded.applied_at`)
    }
  })
  return changed.map((f) => f.name)
}
