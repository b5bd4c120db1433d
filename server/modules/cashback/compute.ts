import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../deps'
import { programOf } from './programs'
import { offerExpiry, periodOf, type ReturnKindName } from './rules'

/**
 * Makes the offers of one period of one programme, for every member who played in it, in ONE
 * statement over `play_daily` (members × games rows of the period): the base per member (net loss =
 * stake - win - refund, or turnover = stake - refund), the tier's rate, the amount rounded down to the
 * satang and capped, offers below the minimum left out. `ON CONFLICT DO NOTHING` on (member, kind,
 * period): running a period again (a retried job, an operator rerun) only adds what is missing, so
 * no member is ever offered a period twice. Returns how many offers it made.
 */
export async function makeOffers(deps: AppDeps, kind: ReturnKindName, day: string): Promise<number> {
  const program = await programOf(deps.db, deps.config.agentId, kind)
  if (!program?.enabled) return 0
  const { start, end } = periodOf(kind, day)
  const base =
    kind === 'turnover'
      ? sql`sum(p.stake_satang - p.refund_satang)`
      : sql`sum(p.stake_satang - p.win_satang - p.refund_satang)`
  // Highest tier first: the first one the base reaches gives the rate.
  const tiers = [...program.tiers].sort((a, b) => (BigInt(b.fromSatang) > BigInt(a.fromSatang) ? 1 : -1))
  const rate = sql.join(
    [
      sql`case`,
      ...tiers.map(
        (t) => sql`when s.base >= ${BigInt(t.fromSatang).toString()}::numeric then ${t.rateBp}::int`,
      ),
      sql`else 0 end`,
    ],
    sql` `,
  )
  const now = deps.clock.now()
  const result = (await deps.db.execute(sql`
    insert into cashback_offers
      (program_id, kind, member_id, period_start, period_end, base_satang, rate_bp, amount_satang, status,
       expires_at, created_at)
    select ${program.id}::int, ${kind}, a.member_id, ${start}::date, ${end}::date, a.base, a.rate, a.amount, 'open',
      ${offerExpiry(end, program.claimDays).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from (
      select r.member_id, r.base::bigint as base, r.rate,
        least(${program.capSatang.toString()}::bigint, floor(r.base * r.rate / 10000)::bigint) as amount
      from (
        select s.member_id, s.base, ${rate} as rate
        from (
          select p.member_id, ${base} as base
          from play_daily p
          where p.day between ${start}::date and ${end}::date
          group by p.member_id
        ) s
        where s.base > 0
      ) r
    ) a
    where a.amount > 0 and a.amount >= ${program.minAmountSatang.toString()}::bigint
    on conflict do nothing
    returning id`)) as unknown as { rows: unknown[]; affectedRows?: number }
  return result.rows.length
}
