/**
 * `npm run bench:cashback`: the end-of-day jobs of the returns on PostgreSQL, at scale. A fresh
 * database (made on BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres,
 * and dropped after) gets 10,000 members in a referral tree and 1,000,000 bet events of one Bangkok
 * day in play_daily (100 games per member, one bet each), then the daily cashback, the turnover
 * return and the affiliate commission of that day are computed (server/modules/cashback/compute.ts,
 * affiliate/compute.ts), each timed, and run again to time a rerun that must make nothing.
 * Target: the cashback job under 30 s.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { defaultConfig } from '../server/config'
import { openDb } from '../server/db/open'
import { agents } from '../server/db/schema'
import type { AppDeps } from '../server/deps'
import { bookCommission } from '../server/modules/affiliate/compute'
import { makeOffers } from '../server/modules/cashback/compute'
import { seedReturnPrograms } from '../server/modules/cashback/seed'

const MEMBERS = 10_000
const GAMES = 100
const DAY = '2026-01-15'

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `bench_cashback_${randomBytes(4).toString('hex')}`
const url = new URL(base)
const admin = new pg.Client({ connectionString: base })

async function time<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await run()
  console.log(
    `${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(2)} s  (${String(result)})`,
  )
  return result
}

async function main() {
  await admin.connect()
  await admin.query(`create database ${name}`)
  url.pathname = `/${name}`
  const opened = await openDb({ url: url.toString() })
  try {
    await opened.migrate()
    const { db } = opened
    // Only what the jobs read: the time is 00:05 on the 16th in Bangkok, the day that ended is the 15th.
    const deps = {
      db,
      clock: { now: () => new Date('2026-01-15T17:05:00.000Z') },
      config: defaultConfig,
    } as unknown as AppDeps
    await db
      .insert(agents)
      .values({ id: 3, code: 'bw222', name: 'bench', logo: '', lineAdminUrl: '', lineContactUrl: '' })
      .onConflictDoNothing()
    await seedReturnPrograms(db, 3)
    await time(`insert ${MEMBERS.toLocaleString()} members (referral tree)`, async () => {
      await db.execute(sql`
        insert into members (agent_id, phone, password_hash, full_name, ref_code, referred_by, created_at)
        select 3, '09' || lpad(i::text, 8, '0'), 'x', 'member ' || i, 'R' || i,
          case when i > 1 then i / 10 + 1 end, now()
        from generate_series(1, ${MEMBERS}) as i`)
      return MEMBERS
    })
    await time(`insert ${(MEMBERS * GAMES).toLocaleString()} bet events (play_daily rows)`, async () => {
      // Deterministic spread: some members win, most lose a little, a few lose a lot.
      await db.execute(sql`
        insert into play_daily (member_id, day, category, game, bet_count, stake_satang, win_satang, refund_satang)
        select m, ${DAY}::date, 'slot', 'game:' || g, 1,
          ((m * 37 + g * 11) % 5000 + 100) * 100,
          ((m * 53 + g * 7) % 4800) * 100,
          case when g % 50 = 0 then 100 else 0 end
        from generate_series(1, ${MEMBERS}) as m, generate_series(1, ${GAMES}) as g`)
      return MEMBERS * GAMES
    })
    await db.execute(sql`analyze`)
    const offers = await time('cashback job: daily net loss offers', () =>
      makeOffers(deps, 'daily_loss', DAY),
    )
    await time('cashback job: turnover return offers', () => makeOffers(deps, 'turnover', DAY))
    await time('affiliate job: commission rows', () => bookCommission(deps, DAY))
    const again = await time('cashback job again (rerun: nothing new)', () =>
      makeOffers(deps, 'daily_loss', DAY),
    )
    await time('affiliate job again (rerun: nothing new)', () => bookCommission(deps, DAY))
    if (offers === 0 || again !== 0) throw new Error('the job made no offers, or a rerun made offers again')
  } finally {
    await opened.close()
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
