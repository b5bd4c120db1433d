import { type Query, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './open'

/**
 * A statement of a hot read (every authenticated call, every balance refresh), prepared once per
 * database instead of built and planned on each call. `build` must use `sql.placeholder` for its
 * values and end in `.prepare('unique_name')`; call `.execute({...})` on what this returns.
 * Inside a transaction the statement is built for that transaction (it cannot outlive it).
 */
export function preparedPerDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const cache = new WeakMap<DbOrTx, T>()
  return (db) => {
    if (db instanceof PgTransaction) return build(db)
    let prepared = cache.get(db)
    if (prepared === undefined) {
      prepared = build(db)
      cache.set(db, prepared)
    }
    return prepared
  }
}

/** What a prepared raw statement answers: the driver's result (rows as objects, as `db.execute`). */
interface RawPrepared<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>
}

/** The drizzle internals a raw prepared statement needs (what `db.execute` itself uses). */
interface DrizzleInternals {
  _: { session: { prepareQuery(query: Query, fields: undefined, name: string, arrayMode: boolean): unknown } }
}

/**
 * `select <fn>($1, ..., $n) as reply` for a database function called on every bet (the seamless
 * wallet's, a bill's), prepared once per database and arity: PostgreSQL parses it once per
 * connection instead of on each call, and no SQL is built per call. `casts` (optional, one per
 * argument) are the arguments' SQL types where the function's signature alone does not decide them.
 * The answer is the driver's, as `db.execute` gives it (same type parsing).
 */
export function preparedCall<Row = { reply: unknown }>(
  fn: string,
  arity: number,
  casts: readonly string[] = [],
): (db: DbOrTx) => { call(args: readonly unknown[]): Promise<{ rows: Row[] }> } {
  if (!/^[a-z_][a-z0-9_]*$/.test(fn)) throw new Error(`not a function name: ${fn}`)
  const args = Array.from({ length: arity }, (_, i) => `$${i + 1}${casts[i] ? `::${casts[i]}` : ''}`)
  const text = `select ${fn}(${args.join(', ')}) as reply`
  const params = Array.from({ length: arity }, (_, i) => sql.placeholder(String(i)))
  const name = `call_${fn}_${arity}_${casts.join('_').replace(/[^a-z0-9_]/g, '')}`
  return preparedPerDb((db) => {
    const internals = db as unknown as DrizzleInternals
    const prepared = internals._.session.prepareQuery(
      { sql: text, params },
      undefined,
      name,
      false,
    ) as RawPrepared<Row>
    // The arguments array serves as the placeholders' values (named by index).
    return { call: (values) => prepared.execute(values as unknown as Record<string, unknown>) }
  })
}
