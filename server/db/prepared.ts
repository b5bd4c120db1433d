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
