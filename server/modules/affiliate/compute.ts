import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../deps'
import { affiliateProgramOf } from './program'

/**
 * Books the commission of one closed Bangkok day in ONE statement: each member who played that day
 * (play_daily: every bet, win and refund of the day), walked up the referral chain (`referred_by`) to
 * the programme's number of levels, pays each ancestor its level's rate of the member's base
 * (turnover = stake - refund, or net loss = stake - win - refund when positive), rounded down to the
 * satang. The unique key (source member, day, earner) makes it once: a retried job or an operator
 * rerun books only what is missing, never the same play twice. Returns the rows booked.
 */
export async function bookCommission(deps: AppDeps, day: string): Promise<number> {
  const program = await affiliateProgramOf(deps.db, deps.config.agentId)
  if (!program?.enabled || program.levelRatesBp.length === 0) return 0
  const levels = program.levelRatesBp.length
  const rates = sql.join(
    program.levelRatesBp.map((bp, i) => sql`(${i + 1}::int, ${bp}::int)`),
    sql`, `,
  )
  const base =
    program.base === 'net_loss'
      ? sql`greatest(sum(p.stake_satang - p.win_satang - p.refund_satang), 0)`
      : sql`sum(p.stake_satang - p.refund_satang)`
  const now = deps.clock.now().toISOString()
  const result = (await deps.db.execute(sql`
    with recursive src as (
      select p.member_id, ${base} as base
      from play_daily p
      where p.day = ${day}::date
      group by p.member_id
    ),
    chain(source, earner, level) as (
      select m.id, m.referred_by, 1
      from members m join src on src.member_id = m.id
      where m.referred_by is not null and src.base > 0
      union all
      select c.source, m.referred_by, c.level + 1
      from chain c join members m on m.id = c.earner
      where m.referred_by is not null and c.level < ${levels}::int
    ),
    rates(level, rate) as (values ${rates})
    insert into affiliate_commissions
      (earner_id, source_member_id, level, day, base_satang, rate_bp, amount_satang, created_at, base)
    select c.earner, c.source, c.level, ${day}::date, src.base::bigint, r.rate,
      floor(src.base * r.rate / 10000)::bigint, ${now}::timestamptz, ${program.base}
    from chain c
      join src on src.member_id = c.source
      join rates r on r.level = c.level
    where c.earner <> c.source and floor(src.base * r.rate / 10000) > 0
    on conflict do nothing
    returning id`)) as unknown as { rows: unknown[] }
  return result.rows.length
}
