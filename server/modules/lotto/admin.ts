import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { LimitedNumber } from '../../../src/contract/lotto'
import type {
  OperatorLimitedBody,
  OperatorLimitedDeleteBody,
  OperatorRateBody,
  OperatorRound,
  OperatorRoundsQuery,
  OperatorRoundTimesBody,
  OperatorVoidBody,
} from '../../../src/contract/lotto-operator'
import {
  BET_TYPE_INFO,
  CATEGORY_BET_TYPES,
  categoryById,
  isValidNumber,
  rateCentiOf,
} from '../../../src/contract/lotto-rules'
import { lottoBills, lottoLimited, lottoRates, lottoRounds } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, parseBahtOrZero, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { LOTTO_MESSAGES as M } from './messages'
import { roundLimited, toOffer } from './rates'
import { queueSettlement } from './results'
import { findRound, type RoundRow, toRound } from './rounds'
import { recountTotal } from './totals'

/** A rate that pays: above 0, at most 2 decimals, as ×100; null otherwise. */
const rateCenti = (rate: number): number | null => {
  const centi = rateCentiOf(rate)
  return centi !== null && centi > 0 ? centi : null
}

/** Rounds with their betting totals (operator view). */
export async function operatorRounds(deps: AppDeps, query: OperatorRoundsQuery): Promise<OperatorRound[]> {
  const rows = await deps.db
    .select()
    .from(lottoRounds)
    .where(
      and(
        query.category_id === undefined ? undefined : eq(lottoRounds.categoryId, query.category_id),
        query.date === undefined ? undefined : eq(lottoRounds.drawDate, query.date),
      ),
    )
    .orderBy(asc(lottoRounds.closeAt), asc(lottoRounds.id))
    .limit(500)
  return withTotals(deps, rows)
}

async function withTotals(deps: AppDeps, rows: RoundRow[]): Promise<OperatorRound[]> {
  const ids = rows.map((r) => r.id)
  const totals =
    ids.length === 0
      ? []
      : await deps.db
          .select({
            roundId: lottoBills.roundId,
            staked: sql<string>`coalesce(sum(${lottoBills.totalSatang}) filter (where ${lottoBills.status} in ('waiting', 'won', 'lost')), 0)`,
            paid: sql<string>`coalesce(sum(${lottoBills.payoutSatang}), 0)`,
            n: sql<number>`count(*)::int`,
          })
          .from(lottoBills)
          .where(inArray(lottoBills.roundId, ids))
          .groupBy(lottoBills.roundId)
  const byRound = new Map(totals.map((t) => [t.roundId, t]))
  const now = deps.clock.now()
  return rows.map((r) => {
    const t = byRound.get(r.id)
    return {
      ...toRound(r, now),
      staked: satangToBaht(BigInt(t?.staked ?? 0)),
      paid: satangToBaht(BigInt(t?.paid ?? 0)),
      bill_count: Number(t?.n ?? 0),
      settled_at: r.settledAt?.toISOString() ?? null,
    }
  })
}

export async function operatorRound(deps: AppDeps, row: RoundRow): Promise<OperatorRound> {
  const [round] = await withTotals(deps, [row])
  return round
}

/**
 * Voids a round that has no result: no more bets, and every waiting bill is refunded once by the
 * settlement job (queued in the same transaction). Voiding a void round again answers it again.
 */
export async function voidRound(deps: AppDeps, body: OperatorVoidBody): Promise<Result<RoundRow>> {
  return deps.db.transaction(async (tx) => {
    const round = await findRound(tx, body.round_id, 'update')
    if (!round) return refuse(M.roundNotFound, ErrorCode.NOT_FOUND)
    if (round.status === 'resulted') return refuse(M.voidResulted)
    if (round.status === 'void') return ok(round)
    const now = deps.clock.now()
    const [row] = await tx
      .update(lottoRounds)
      .set({ status: 'void', voidedAt: now, voidReason: body.reason ?? null })
      .where(eq(lottoRounds.id, round.id))
      .returning()
    await queueSettlement(tx, round.id, now)
    return ok(row)
  })
}

/** Moves a round's close and/or draw time (an open round only; open < close <= draw). */
export async function moveRoundTimes(deps: AppDeps, body: OperatorRoundTimesBody): Promise<Result<RoundRow>> {
  return deps.db.transaction(async (tx) => {
    const round = await findRound(tx, body.round_id, 'update')
    if (!round) return refuse(M.roundNotFound, ErrorCode.NOT_FOUND)
    if (round.status !== 'open') return refuse(M.timesLocked)
    const closeAt = body.close_at ? new Date(body.close_at) : round.closeAt
    const drawAt = body.draw_at ? new Date(body.draw_at) : round.drawAt
    if (!(closeAt > round.openAt) || drawAt < closeAt) return refuse(M.timesOrder)
    const [row] = await tx
      .update(lottoRounds)
      .set({ closeAt, drawAt })
      .where(eq(lottoRounds.id, round.id))
      .returning()
    return ok(row)
  })
}

/** Sets a category's rate, limits or offer of one bet type (new bills use it). */
export async function setRate(deps: AppDeps, body: OperatorRateBody) {
  const code = categoryById(body.category_id)
  if (!code) return refuse(M.categoryNotFound, ErrorCode.NOT_FOUND)
  if (!CATEGORY_BET_TYPES[code].includes(body.bet_type)) return refuse(M.betTypeNotOffered)
  const [current] = await deps.db
    .select()
    .from(lottoRates)
    .where(and(eq(lottoRates.categoryId, body.category_id), eq(lottoRates.betType, body.bet_type)))
  if (!current) return refuse(M.betTypeNotOffered)
  const next = { ...current }
  if (body.rate !== undefined) {
    const centi = rateCenti(body.rate)
    if (centi === null) return refuse(M.badRate)
    next.rateCenti = centi
  }
  for (const [field, column] of [
    ['min_amount', 'minSatang'],
    ['max_amount', 'maxSatang'],
    ['max_per_number', 'maxPerNumberSatang'],
  ] as const) {
    const value = body[field]
    if (value === undefined) continue
    const satang = parseBahtAmount(value)
    if (satang === null) return refuse(M.badLimits)
    next[column] = satang
  }
  if (next.minSatang > next.maxSatang || next.maxSatang > next.maxPerNumberSatang) return refuse(M.badLimits)
  if (body.enabled !== undefined) next.enabled = body.enabled
  const [row] = await deps.db
    .update(lottoRates)
    .set({
      rateCenti: next.rateCenti,
      minSatang: next.minSatang,
      maxSatang: next.maxSatang,
      maxPerNumberSatang: next.maxPerNumberSatang,
      enabled: next.enabled,
    })
    .where(and(eq(lottoRates.categoryId, body.category_id), eq(lottoRates.betType, body.bet_type)))
    .returning()
  return ok({ category_id: row.categoryId, enabled: row.enabled, offer: toOffer(row) })
}

/**
 * Sets a เลขอั้น on a round still taking bets, or not open yet (replacing the number's previous one).
 * Once betting has closed by the server clock, or the round is resulted or void, it is refused and
 * nothing changes: no bill can follow, and the bills in keep the rate they were accepted at, so a
 * limit then would only make the round's published rates (lotto/rate) disagree with what was bet.
 * The round is locked FOR UPDATE, so bills in flight finish first (and a close time moved meanwhile
 * is seen), and the number's total is recounted from its waiting lines (totals: totals.ts).
 */
export async function setLimited(deps: AppDeps, body: OperatorLimitedBody): Promise<Result<LimitedNumber[]>> {
  if (!isValidNumber(body.bet_type, body.number))
    return refuse(M.badNumber(BET_TYPE_INFO[body.bet_type].name, BET_TYPE_INFO[body.bet_type].digits))
  let rate: number | null = null
  let cap: bigint | null = null
  if (body.kind === 'rate') {
    rate = body.rate === undefined ? null : rateCenti(body.rate)
    if (rate === null) return refuse(M.limitedNeedsRate)
  }
  if (body.kind === 'cap') {
    cap = body.cap === undefined ? null : parseBahtOrZero(body.cap)
    if (cap === null) return refuse(M.limitedNeedsCap)
  }
  const values = { kind: body.kind, rateCenti: rate, capSatang: cap }
  return deps.db.transaction(async (tx) => {
    const round = await findRound(tx, body.round_id, 'update')
    if (!round) return refuse(M.roundNotFound, ErrorCode.NOT_FOUND)
    if (round.status !== 'open' || deps.clock.now() >= round.closeAt) return refuse(M.limitedRoundClosed)
    await tx
      .insert(lottoLimited)
      .values({ roundId: round.id, betType: body.bet_type, number: body.number, ...values })
      .onConflictDoUpdate({
        target: [lottoLimited.roundId, lottoLimited.betType, lottoLimited.number],
        set: values,
      })
    await recountTotal(tx, round.id, body.bet_type, body.number)
    return ok(await roundLimited(tx, round.id))
  })
}

export async function deleteLimited(
  deps: AppDeps,
  body: OperatorLimitedDeleteBody,
): Promise<Result<LimitedNumber[]>> {
  const deleted = await deps.db
    .delete(lottoLimited)
    .where(
      and(
        eq(lottoLimited.roundId, body.round_id),
        eq(lottoLimited.betType, body.bet_type),
        eq(lottoLimited.number, body.number),
      ),
    )
    .returning()
  if (deleted.length === 0) return refuse(M.limitedNotFound, ErrorCode.NOT_FOUND)
  return ok(await roundLimited(deps.db, body.round_id))
}
