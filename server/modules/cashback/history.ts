import { and, asc, between, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm'
import type {
  CashbackHistory,
  CashbackHistoryQuery,
  CashbackOffer,
  GamePlay,
  OfferStatus,
} from '../../../src/contract/cashback'
import { BET_CATEGORY_LABELS, isBetCategory } from '../../../src/contract/ledger'
import type { DbOrTx } from '../../db/open'
import { cashbackOffers, playDaily } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { bpToPercent, programOf, programToWire } from './programs'
import type { ReturnKindName } from './rules'

type OfferRow = typeof cashbackOffers.$inferSelect
type PlayRow = typeof playDaily.$inferSelect

/** Expired is not stored: an open offer past its expiry reads as expired (GETs never write). */
export const statusOf = (row: OfferRow, now: Date): OfferStatus =>
  row.status === 'claimed' ? 'claimed' : row.expiresAt <= now ? 'expired' : 'open'

export function offerToWire(row: OfferRow, now: Date, games: GamePlay[]): CashbackOffer {
  return {
    id: row.id,
    kind: row.kind as ReturnKindName,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    base: satangToBaht(row.baseSatang),
    rate: bpToPercent(row.rateBp),
    amount: satangToBaht(row.amountSatang),
    status: statusOf(row, now),
    expires_at: row.expiresAt.toISOString(),
    claimed_at: row.claimedAt?.toISOString() ?? null,
    games,
  }
}

export const categoryName = (category: string): string =>
  isBetCategory(category) ? BET_CATEGORY_LABELS[category] : category

/** One play_daily row as the page explains it. */
const gameOf = (rows: PlayRow[]): GamePlay => {
  const sum = (pick: (r: PlayRow) => bigint) => rows.reduce((s, r) => s + pick(r), 0n)
  const stake = sum((r) => r.stakeSatang)
  const win = sum((r) => r.winSatang)
  const refund = sum((r) => r.refundSatang)
  return {
    category: rows[0].category,
    category_name: categoryName(rows[0].category),
    game: rows[0].game,
    bets: rows.reduce((s, r) => s + r.betCount, 0),
    stake: satangToBaht(stake),
    win: satangToBaht(win),
    refund: satangToBaht(refund),
    net_loss: satangToBaht(stake - win - refund),
  }
}

/** The member's play per game over each offer's period (the figure, game by game). */
async function gamesFor(db: DbOrTx, memberId: number, offers: OfferRow[]): Promise<Map<number, GamePlay[]>> {
  const result = new Map<number, GamePlay[]>()
  if (offers.length === 0) return result
  const from = offers.reduce((m, o) => (o.periodStart < m ? o.periodStart : m), offers[0].periodStart)
  const to = offers.reduce((m, o) => (o.periodEnd > m ? o.periodEnd : m), offers[0].periodEnd)
  const rows = await db
    .select()
    .from(playDaily)
    .where(and(eq(playDaily.memberId, memberId), between(playDaily.day, from, to)))
    .orderBy(asc(playDaily.category), asc(playDaily.game))
  for (const offer of offers) {
    const byGame = new Map<string, PlayRow[]>()
    for (const row of rows) {
      if (row.day < offer.periodStart || row.day > offer.periodEnd) continue
      const key = `${row.category}\u0000${row.game}`
      byGame.set(key, [...(byGame.get(key) ?? []), row])
    }
    result.set(offer.id, [...byGame.values()].map(gameOf))
  }
  return result
}

/** The offers of the given programmes, filtered and paged, newest period first, with the programme. */
export async function offerHistory(
  deps: AppDeps,
  memberId: number,
  kind: ReturnKindName,
  query: CashbackHistoryQuery,
): Promise<CashbackHistory> {
  const now = deps.clock.now()
  const pageSize = query.page_size ?? 20
  const page = query.page ?? 1
  const filters: SQL[] = [eq(cashbackOffers.memberId, memberId), eq(cashbackOffers.kind, kind)]
  if (query.from) filters.push(sql`${cashbackOffers.periodStart} >= ${query.from}`)
  if (query.to) filters.push(sql`${cashbackOffers.periodStart} <= ${query.to}`)
  if (query.status === 'claimed') filters.push(eq(cashbackOffers.status, 'claimed'))
  if (query.status === 'open')
    filters.push(eq(cashbackOffers.status, 'open'), gt(cashbackOffers.expiresAt, now))
  if (query.status === 'expired')
    filters.push(eq(cashbackOffers.status, 'open'), lte(cashbackOffers.expiresAt, now))
  const where = and(...filters)
  const [rows, [{ total }], [{ claimable }], program] = await Promise.all([
    deps.db
      .select()
      .from(cashbackOffers)
      .where(where)
      .orderBy(desc(cashbackOffers.periodStart), desc(cashbackOffers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(cashbackOffers).where(where),
    deps.db
      .select({ claimable: sql<string>`coalesce(sum(${cashbackOffers.amountSatang}), 0)` })
      .from(cashbackOffers)
      .where(
        and(
          eq(cashbackOffers.memberId, memberId),
          eq(cashbackOffers.kind, kind),
          eq(cashbackOffers.status, 'open'),
          gt(cashbackOffers.expiresAt, now),
        ),
      ),
    programOf(deps.db, deps.config.agentId, kind),
  ])
  const games = await gamesFor(deps.db, memberId, rows)
  return {
    items: rows.map((r) => offerToWire(r, now, games.get(r.id) ?? [])),
    total: Number(total),
    claimable: satangToBaht(BigInt(claimable)),
    program: program?.enabled ? programToWire(program) : null,
  }
}
