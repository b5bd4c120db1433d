import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db, DbOrTx, Tx } from './types'

type Callback = (db: Db) => void

interface Pending {
  callbacks: Callback[]
}

/** Each open transaction (and its savepoints) -> the callbacks to run once the outermost commits. */
const pending = new WeakMap<Tx, Pending>()

/**
 * Runs `callback` after `db`'s outermost transaction commits (never if it rolls back, nor for work
 * of a savepoint that rolled back); with a plain database handle, at once. For work that must not
 * hold the transaction open or take a commit-time lock: live hints on the bus (db/bus.ts).
 * Callbacks must not throw; they get the database to run their own statements on.
 */
export function afterCommit(db: DbOrTx, callback: Callback): void {
  if (!(db instanceof PgTransaction)) {
    callback(db as Db)
    return
  }
  const entry = pending.get(db)
  if (!entry) throw new Error('afterCommit: a transaction not opened through openDb')
  entry.callbacks.push(callback)
}

/** Makes `db.transaction` (and each savepoint) keep afterCommit's callbacks; called by openDb. */
export function trackCommits(db: Db): Db {
  const begin = db.transaction.bind(db)
  db.transaction = (async (work: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const entry: Pending = { callbacks: [] }
    const result = await begin((tx) => {
      track(tx, entry)
      return work(tx)
    }, config as never)
    for (const callback of entry.callbacks) {
      try {
        callback(db)
      } catch (error) {
        console.error('afterCommit callback failed:', error)
      }
    }
    return result
  }) as Db['transaction']
  return db
}

/** Registers a transaction, and makes its savepoints share its callbacks (dropped on rollback). */
function track(tx: Tx, entry: Pending): void {
  pending.set(tx, entry)
  const savepoint = tx.transaction.bind(tx)
  tx.transaction = (async (work: (sp: Tx) => Promise<unknown>) => {
    const mark = entry.callbacks.length
    try {
      return await savepoint((sp) => {
        track(sp, entry)
        return work(sp)
      })
    } catch (error) {
      entry.callbacks.length = mark
      throw error
    }
  }) as Tx['transaction']
}
