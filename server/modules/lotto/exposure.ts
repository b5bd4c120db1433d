import { sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type {
  ExposureRow,
  OperatorExposure,
  OperatorExposureQuery,
} from '../../../src/contract/lotto-operator'
import type { BetType } from '../../../src/contract/lotto-rules'
import { lottoLimited, lottoLines } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { LOTTO_MESSAGES as M } from './messages'
import { rateOfCenti } from './rates'
import { findRound } from './rounds'

interface ExposureSqlRow {
  bet_type: string
  number: string
  staked: string
  payout: string
  lines: number
  members: number
  kind: string | null
  rate_centi: number | null
  cap_satang: string | null
  total_staked: string
  total_numbers: number
}

/**
 * A round's exposure per bet type and number: total stake and what the house pays if it comes out
 * (each line's stake × the rate it was accepted at, as settlement pays: integer satang, per line),
 * the largest payout first, with the number's เลขอั้น. One grouped read of the round's lines (the
 * round_id index), bills not cancelled or refunded; the window sums give the round's total and the
 * count of numbers before the limit.
 */
export async function roundExposure(
  deps: AppDeps,
  query: OperatorExposureQuery,
): Promise<Result<OperatorExposure>> {
  const round = await findRound(deps.db, query.round_id)
  if (!round) return refuse(M.roundNotFound, ErrorCode.NOT_FOUND)
  const limit = query.limit ?? 100
  const betType = query.bet_type === undefined ? sql`` : sql`and l.bet_type = ${query.bet_type}`
  const result = (await deps.db.execute(sql`
    with numbers as (
      select l.bet_type, l.number,
        sum(l.amount_satang) as staked,
        sum(l.amount_satang * l.rate_centi / 100) as payout,
        count(*)::int as lines,
        count(distinct l.member_id)::int as members
      from ${lottoLines} l
      where l.round_id = ${round.id} and l.status in ('waiting', 'won', 'lost') ${betType}
      group by l.bet_type, l.number
    ), ranked as (
      select n.*, sum(n.staked) over () as total_staked, count(*) over ()::int as total_numbers
      from numbers n
      order by n.payout desc, n.staked desc, n.bet_type, n.number
      limit ${limit}
    )
    select r.*, m.kind, m.rate_centi, m.cap_satang
    from ranked r
    left join ${lottoLimited} m on m.round_id = ${round.id} and m.bet_type = r.bet_type and m.number = r.number
    order by r.payout desc, r.staked desc, r.bet_type, r.number`)) as unknown as { rows: ExposureSqlRow[] }
  const rows = result.rows
  const items: ExposureRow[] = rows.map((r) => ({
    bet_type: r.bet_type as BetType,
    number: r.number,
    staked: satangToBaht(BigInt(r.staked)),
    payout: satangToBaht(BigInt(r.payout)),
    lines: Number(r.lines),
    members: Number(r.members),
    limited:
      r.kind === null
        ? null
        : {
            kind: r.kind as 'closed' | 'rate' | 'cap',
            rate: r.kind === 'rate' && r.rate_centi !== null ? rateOfCenti(Number(r.rate_centi)) : null,
            cap: r.kind === 'cap' && r.cap_satang !== null ? satangToBaht(BigInt(r.cap_satang)) : null,
          },
  }))
  const [first] = rows
  return ok({
    round_id: round.id,
    staked: satangToBaht(first ? BigInt(first.total_staked) : 0n),
    numbers: first ? Number(first.total_numbers) : 0,
    items,
  })
}
