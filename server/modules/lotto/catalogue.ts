import {
  CATEGORY_BET_TYPES,
  CATEGORY_CODES,
  DEFAULT_LIMITS,
  DEFAULT_RATES,
  LOTTO_CATEGORIES,
  rateCentiOf,
} from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoCategories, lottoRates } from '../../db/schema'
import { bahtToSatang } from '../../lib/money'

/** A default rate as stored; one that is not a rate is a mistake in lotto-rules.ts, so it throws. */
function defaultRateCenti(rate: number): number {
  const centi = rateCentiOf(rate)
  if (centi === null) throw new Error(`default lottery rate is not a rate: ${rate}`)
  return centi
}

/**
 * The categories (fixed ids) and their default rates and limits (docs/lottery.md). Run by the seed at
 * every start (like the house accounts): missing rows are added, an operator's edits are kept.
 */
export async function seedLottoCatalogue(db: DbOrTx): Promise<void> {
  await db
    .insert(lottoCategories)
    .values(
      CATEGORY_CODES.map((code, sort) => ({
        id: LOTTO_CATEGORIES[code].id,
        code,
        name: LOTTO_CATEGORIES[code].name,
        sort,
      })),
    )
    .onConflictDoNothing()
  const rates = CATEGORY_CODES.flatMap((code) =>
    CATEGORY_BET_TYPES[code].map((betType) => ({
      categoryId: LOTTO_CATEGORIES[code].id,
      betType,
      rateCenti: defaultRateCenti(DEFAULT_RATES[code][betType] ?? 0),
      minSatang: bahtToSatang(DEFAULT_LIMITS.min),
      maxSatang: bahtToSatang(DEFAULT_LIMITS.max),
      maxPerNumberSatang: bahtToSatang(DEFAULT_LIMITS.maxPerNumber),
    })),
  )
  await db.insert(lottoRates).values(rates).onConflictDoNothing()
}
