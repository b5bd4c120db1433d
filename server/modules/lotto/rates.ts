import { and, asc, type Column, eq, type SQL, sql } from 'drizzle-orm'
import type { BetTypeOffer, LimitedNumber, LottoRateTable } from '../../../src/contract/lotto'
import {
  BET_TYPE_INFO,
  BET_TYPES,
  type BetType,
  CATEGORY_BET_TYPES,
  type CategoryCode,
  categoryById,
  LOTTO_CATEGORIES,
} from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoLimited, lottoNumberTotals, lottoRates } from '../../db/schema'
import { satangToBaht } from '../../lib/money'

export type RateRow = typeof lottoRates.$inferSelect
export type LimitedRow = typeof lottoLimited.$inferSelect

export const rateOfCenti = (centi: number) => centi / 100

export function toOffer(row: RateRow): BetTypeOffer {
  const betType = row.betType as BetType
  return {
    bet_type: betType,
    name: BET_TYPE_INFO[betType].name,
    digits: BET_TYPE_INFO[betType].digits,
    rate: rateOfCenti(row.rateCenti),
    min_amount: satangToBaht(row.minSatang),
    max_amount: satangToBaht(row.maxSatang),
    max_per_number: satangToBaht(row.maxPerNumberSatang),
  }
}

const betTypeOrder = (betType: string) => BET_TYPES.indexOf(betType as BetType)

/** A category's rate rows for the bet types it offers (enabled only unless `all`), in slip order. */
export async function categoryRates(db: DbOrTx, categoryId: number, all = false): Promise<RateRow[]> {
  const code = categoryById(categoryId)
  if (!code) return []
  const rows = await db.select().from(lottoRates).where(eq(lottoRates.categoryId, categoryId))
  return rows
    .filter((r) => CATEGORY_BET_TYPES[code].includes(r.betType as BetType) && (all || r.enabled))
    .sort((a, b) => betTypeOrder(a.betType) - betTypeOrder(b.betType))
}

/** The rate table of every category (or one), for /lotto/rates and the operator. */
export async function rateTables(db: DbOrTx, categoryId?: number, all = false): Promise<LottoRateTable[]> {
  const rows = await db
    .select()
    .from(lottoRates)
    .where(categoryId === undefined ? undefined : eq(lottoRates.categoryId, categoryId))
    .orderBy(asc(lottoRates.categoryId))
  const tables: LottoRateTable[] = []
  for (const id of [...new Set(rows.map((r) => r.categoryId))]) {
    const code = categoryById(id) as CategoryCode | null
    if (!code) continue
    const offers = rows
      .filter((r) => r.categoryId === id && CATEGORY_BET_TYPES[code].includes(r.betType as BetType))
      .filter((r) => all || r.enabled)
      .sort((a, b) => betTypeOrder(a.betType) - betTypeOrder(b.betType))
      .map(toOffer)
    tables.push({
      category_id: id,
      category_code: code,
      category_name: LOTTO_CATEGORIES[code].name,
      bet_types: offers,
    })
  }
  return tables
}

/** The round's เลขอั้น with what is left under each cap. */
export async function roundLimited(db: DbOrTx, roundId: number): Promise<LimitedNumber[]> {
  const rows = await db
    .select({
      betType: lottoLimited.betType,
      number: lottoLimited.number,
      kind: lottoLimited.kind,
      rateCenti: lottoLimited.rateCenti,
      capSatang: lottoLimited.capSatang,
      staked: lottoNumberTotals.stakedSatang,
    })
    .from(lottoLimited)
    .leftJoin(
      lottoNumberTotals,
      and(
        eq(lottoNumberTotals.roundId, lottoLimited.roundId),
        eq(lottoNumberTotals.betType, lottoLimited.betType),
        eq(lottoNumberTotals.number, lottoLimited.number),
      ),
    )
    .where(eq(lottoLimited.roundId, roundId))
    .orderBy(asc(lottoLimited.betType), asc(lottoLimited.number))
  return rows
    .sort((a, b) => betTypeOrder(a.betType) - betTypeOrder(b.betType) || a.number.localeCompare(b.number))
    .map((r) => {
      const cap = r.kind === 'cap' ? (r.capSatang ?? 0n) : null
      const left = cap === null ? null : cap - (r.staked ?? 0n)
      return {
        bet_type: r.betType as BetType,
        number: r.number,
        kind: r.kind as LimitedNumber['kind'],
        rate: r.kind === 'rate' && r.rateCenti !== null ? rateOfCenti(r.rateCenti) : null,
        cap: cap === null ? null : satangToBaht(cap),
        remaining: left === null ? null : satangToBaht(left > 0n ? left : 0n),
      }
    })
}

/** `(bet_type, number) in (...)` for 'betType:number' keys (a row comparison the primary key serves). */
function pairsIn(betType: Column, number: Column, keys: string[]): SQL {
  const pairs = keys.map((key) => {
    const at = key.indexOf(':')
    return sql`(${key.slice(0, at)}, ${key.slice(at + 1)})`
  })
  return sql`(${betType}, ${number}) in (${sql.join(pairs, sql`, `)})`
}

/** Limited rows of a round for some (bet type, number) keys: the slip check reads only its own numbers. */
export async function limitedFor(
  db: DbOrTx,
  roundId: number,
  keys: string[],
): Promise<Map<string, LimitedRow>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .select()
    .from(lottoLimited)
    .where(and(eq(lottoLimited.roundId, roundId), pairsIn(lottoLimited.betType, lottoLimited.number, keys)))
  return new Map(rows.map((r) => [`${r.betType}:${r.number}`, r]))
}
