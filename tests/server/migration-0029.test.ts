import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { applyFunctions, functionFiles } from '../../server/db/functions'
import { type OlderDatabase, olderDatabase } from './helpers/older-database'

// Migration 0029 (issue 24) on a database migrated to 0028 by an older server: seamless_open and
// seamless_settle (inline in the seamless functions since) are dropped with their db_functions rows,
// and the changed function files apply after it.

let opened: OlderDatabase | undefined
afterAll(() => opened?.close())

it('drops seamless_open and seamless_settle with their db_functions rows; the seamless functions then store a call once', async () => {
  const older = await olderDatabase(28)
  opened = older
  const q = older.rows
  const functions = async () =>
    (
      await q<{ proname: string }>(
        sql`select proname from pg_proc where pronamespace = 'public'::regnamespace and proname like 'seamless_%'`,
      )
    ).map((r) => r.proname)

  // The older server had applied its function files, seamless_open's and seamless_settle's among them.
  await older.db.execute(sql`insert into db_functions (name, sha256, applied_at)
    values ('seamless_open', 'older', now()), ('seamless_settle', 'older', now())`)
  expect(await functions()).toEqual(expect.arrayContaining(['seamless_open', 'seamless_settle']))

  await older.upgrade()
  await applyFunctions(older.db)
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
