import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyFunctions, functionFiles } from '../../server/db/functions'
import { bangkokDate } from '../../server/lib/bangkok'
import { setupApp, type TestContext } from './helpers/app'
import { queryRows } from './helpers/seamless'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ seed: false })
})
afterAll(async () => ctx.close())

describe('database functions from server/db/functions/*.sql', () => {
  it('applies every file once, with its hash, after the migrations', async () => {
    const files = functionFiles()
    expect(files.map((f) => f.name)).toContain('seamless_bet')
    const rows = await queryRows<{ name: string; sha256: string }>(
      ctx.deps,
      sql`select name, sha256 from db_functions order by name`,
    )
    expect(rows).toEqual(files.map((f) => ({ name: f.name, sha256: f.sha256 })))
    // Every file's function exists in the database.
    const defined = await queryRows<{ proname: string }>(
      ctx.deps,
      sql`select proname from pg_proc where pronamespace = 'public'::regnamespace`,
    )
    for (const f of files)
      expect(
        defined.map((d) => d.proname),
        f.name,
      ).toContain(f.name)
    expect(await applyFunctions(ctx.deps.db)).toEqual([])
  })

  it('applies a file again when its text changed, and only that one', async () => {
    await ctx.deps.db.execute(sql`update db_functions set sha256 = 'older' where name = 'seamless_baht'`)
    await ctx.deps.db.execute(sql`drop function seamless_baht`)
    expect(await applyFunctions(ctx.deps.db)).toEqual(['seamless_baht'])
    const [baht] = await queryRows<{ v: string }>(ctx.deps, sql`select seamless_baht(12345)::text as v`)
    expect(baht.v).toBe('123.45')
    expect(await applyFunctions(ctx.deps.db)).toEqual([])
  })

  it('bangkok_date gives the same Bangkok day as bangkokDate (server/lib/bangkok.ts) at the edges of a day', async () => {
    const instants = [
      '2026-01-15T16:59:59.999Z', // 23:59:59.999 on the 15th in Bangkok
      '2026-01-15T17:00:00.000Z', // midnight: the 16th
      '2026-01-15T00:00:00.000Z', // 07:00 on the 15th
      '2025-12-31T17:00:00.000Z', // a new year
      '2024-02-28T17:00:00.000Z', // 29 February
    ]
    for (const at of instants) {
      const [row] = await queryRows<{ day: string }>(
        ctx.deps,
        sql`select bangkok_date(${at}::timestamptz)::text as day`,
      )
      expect(row.day, at).toBe(bangkokDate(new Date(at)))
    }
  })
})
