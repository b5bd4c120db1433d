import { sql } from 'drizzle-orm'
import type {
  AffiliateSummary,
  AffiliateTransactions,
  CommissionReply,
  Network,
  NetworkBody,
} from '../../../src/contract/affiliate'
import type { AppDeps } from '../../deps'
import { addDays, bangkokDate } from '../../lib/bangkok'
import { satangToBaht } from '../../lib/money'
import { affiliateProgramOf, maskName, maskPhone } from './program'

type Rows<T> = { rows: T[] }
const num = (v: string | number | bigint | null | undefined): bigint => BigInt(v ?? 0)
const iso = (v: Date | string): string => new Date(v).toISOString()
const day = (v: Date | string): string => (typeof v === 'string' ? v.slice(0, 10) : bangkokDate(v))

/** The member's network down to `levels` levels: (member id, level). */
const networkCte = (memberId: number, levels: number) => sql`
  with recursive net(id, level) as (
    select id, 1 from members where referred_by = ${memberId}::int
    union all
    select m.id, n.level + 1 from members m join net n on m.referred_by = n.id where n.level < ${levels}::int
  )`

/**
 * The network per level, and one page of its members with masked phone and name only: another
 * member's id, full phone, name, bank or balance never leave the server.
 */
export async function network(deps: AppDeps, memberId: number, body: NetworkBody): Promise<Network> {
  const program = await affiliateProgramOf(deps.db, deps.config.agentId)
  const levels = Math.max(program?.levelRatesBp.length ?? 1, 1)
  const pageSize = 20
  const page = body.page ?? 1
  const activeSince = bangkokDate(addDays(deps.clock.now(), -6))
  const levelFilter = body.level ? sql`where n.level = ${body.level}::int` : sql``
  const [counts, members] = await Promise.all([
    deps.db.execute(sql`${networkCte(memberId, levels)}
      select n.level, count(*)::int as count,
        count(*) filter (where exists (
          select 1 from play_daily p where p.member_id = n.id and p.day >= ${activeSince}::date))::int as active
      from net n group by n.level order by n.level`) as unknown as Promise<
      Rows<{ level: number; count: number; active: number }>
    >,
    deps.db.execute(sql`${networkCte(memberId, levels)}
      select n.level, m.phone, m.full_name, m.created_at,
        exists (select 1 from play_daily p where p.member_id = n.id and p.day >= ${activeSince}::date) as active,
        coalesce((select sum(c.amount_satang) from affiliate_commissions c
          where c.earner_id = ${memberId}::int and c.source_member_id = n.id), 0)::text as commission,
        count(*) over ()::int as total
      from net n join members m on m.id = n.id
      ${levelFilter}
      order by n.level, m.created_at desc, m.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`) as unknown as Promise<
      Rows<{
        level: number
        phone: string
        full_name: string
        created_at: Date | string
        active: boolean
        commission: string
        total: number
      }>
    >,
  ])
  return {
    levels: counts.rows.map((r) => ({
      level: Number(r.level),
      count: Number(r.count),
      active: Number(r.active),
    })),
    items: members.rows.map((r) => ({
      level: Number(r.level),
      phone: maskPhone(r.phone),
      name: maskName(r.full_name),
      joined_at: iso(r.created_at),
      active: Boolean(r.active),
      commission: satangToBaht(num(r.commission)),
    })),
    total: Number(members.rows[0]?.total ?? 0),
  }
}

/** Commission per day (booked days, newest first) and the latest moves to the wallet. */
export async function transactionsByDay(
  deps: AppDeps,
  memberId: number,
  page = 1,
  pageSize = 20,
): Promise<AffiliateTransactions> {
  const [days, redeems] = await Promise.all([
    deps.db.execute(sql`
      select day::text as day, sum(amount_satang)::text as amount, bool_and(redeem_id is not null) as redeemed,
        count(*) over ()::int as total
      from affiliate_commissions where earner_id = ${memberId}::int
      group by day order by day desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`) as unknown as Promise<
      Rows<{ day: string; amount: string; redeemed: boolean; total: number }>
    >,
    deps.db.execute(sql`
      select id, amount_satang::text as amount, created_at from affiliate_redeems
      where member_id = ${memberId}::int and transaction_id is not null
      order by id desc limit 20`) as unknown as Promise<
      Rows<{ id: number; amount: string; created_at: Date }>
    >,
  ])
  return {
    days: days.rows.map((r) => ({
      day: day(r.day),
      amount: satangToBaht(num(r.amount)),
      redeemed: r.redeemed,
    })),
    redeems: redeems.rows.map((r) => ({
      id: Number(r.id),
      amount: satangToBaht(num(r.amount)),
      created_at: iso(r.created_at),
    })),
    total: Number(days.rows[0]?.total ?? 0),
  }
}

/** Commission per day and level, newest first. */
export async function transactionsByLevel(
  deps: AppDeps,
  memberId: number,
  page = 1,
  pageSize = 20,
): Promise<NonNullable<CommissionReply['data']>> {
  const result = (await deps.db.execute(sql`
    select day::text as day, level::int as level, count(*)::int as members, sum(base_satang)::text as base,
      max(rate_bp)::int as rate, sum(amount_satang)::text as amount, bool_and(redeem_id is not null) as redeemed,
      count(*) over ()::int as total
    from affiliate_commissions where earner_id = ${memberId}::int
    group by day, level order by day desc, level
    limit ${pageSize} offset ${(page - 1) * pageSize}`)) as unknown as Rows<{
    day: string
    level: number
    members: number
    base: string
    rate: number
    amount: string
    redeemed: boolean
    total: number
  }>
  return {
    items: result.rows.map((r) => ({
      day: day(r.day),
      level: Number(r.level),
      members: Number(r.members),
      base: satangToBaht(num(r.base)),
      rate: Number(r.rate) / 100,
      amount: satangToBaht(num(r.amount)),
      redeemed: r.redeemed,
    })),
    total: Number(result.rows[0]?.total ?? 0),
  }
}

/**
 * Today (an estimate from today's play of the network at the programme's rates: booked after the day
 * ends), this month (booked days of this Bangkok month plus today's estimate), withdrawable now.
 */
export async function summary(deps: AppDeps, memberId: number): Promise<AffiliateSummary> {
  const program = await affiliateProgramOf(deps.db, deps.config.agentId)
  const rates = program?.enabled ? program.levelRatesBp : []
  const today = bangkokDate(deps.clock.now())
  const monthStart = `${today.slice(0, 8)}01`
  let todaySatang = 0n
  if (rates.length > 0) {
    const base =
      program?.base === 'net_loss'
        ? sql`greatest(sum(p.stake_satang - p.win_satang - p.refund_satang), 0)`
        : sql`sum(p.stake_satang - p.refund_satang)`
    const rateValues = sql.join(
      rates.map((bp, i) => sql`(${i + 1}::int, ${bp}::int)`),
      sql`, `,
    )
    const estimate = (await deps.db.execute(sql`${networkCte(memberId, rates.length)},
      rates(level, rate) as (values ${rateValues}),
      play as (select p.member_id, ${base} as base from play_daily p join net on net.id = p.member_id
        where p.day = ${today}::date group by p.member_id)
      select coalesce(sum(floor(play.base * r.rate / 10000)), 0)::text as amount
      from play join net n on n.id = play.member_id join rates r on r.level = n.level`)) as unknown as Rows<{
      amount: string
    }>
    todaySatang = num(estimate.rows[0]?.amount)
  }
  const booked = (await deps.db.execute(sql`
    select
      coalesce(sum(amount_satang) filter (where day >= ${monthStart}::date), 0)::text as month,
      coalesce(sum(amount_satang) filter (where redeem_id is null), 0)::text as withdrawable,
      coalesce(sum(amount_satang), 0)::text as total,
      (select count(*) from members where referred_by = ${memberId}::int)::int as referrals
    from affiliate_commissions where earner_id = ${memberId}::int`)) as unknown as Rows<{
    month: string
    withdrawable: string
    total: string
    referrals: number
  }>
  const row = booked.rows[0]
  return {
    today: satangToBaht(todaySatang),
    month: satangToBaht(num(row?.month) + todaySatang),
    withdrawable: satangToBaht(num(row?.withdrawable)),
    total_earned: satangToBaht(num(row?.total)),
    min_redeem: satangToBaht(program?.minRedeemSatang ?? 0n),
    referrals: Number(row?.referrals ?? 0),
  }
}
