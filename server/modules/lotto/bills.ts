import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import { WALLET_TYPES } from '../../../src/contract/ledger'
import type { BillBody, BillCancelBody, BillCheck, LottoBill } from '../../../src/contract/lotto'
import { BET_TYPE_INFO, type BetType } from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoBills, lottoLines, lottoRounds } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { publishToMember } from '../live/publish'
import { playRefusal } from '../responsible/check'
import { type PlayRefusedError, playRefusedOr, refundBet } from '../wallet/bets'
import { IDEMPOTENCY_MESSAGES, requestHash, withIdempotency } from '../wallet/idempotency'
import { lottoRefundReference } from '../wallet/references'
import { toBill } from './bill-read'
import { isAccepted, type LineVerdictFacts, lineRefusal, slipArgs, toCheckLine } from './check'
import { LOTTO_MESSAGES as M } from './messages'
import { limitedFor } from './rates'
import { categoryOf, type RoundFacts, type RoundRow, toRound } from './rounds'
import { addTotals } from './totals'

type Slip = Pick<BillBody, 'agent_id' | 'round_id' | 'lines'>

/**
 * The round of a cancel, locked FOR SHARE (entering a result, voiding or moving it waits for cancels
 * in flight), with the one rule of when a round takes bets (db/functions/lotto_round_refusal.sql).
 */
async function lockOpenRound(tx: DbOrTx, roundId: number, now: Date): Promise<RoundRow | null> {
  const [row] = await tx
    .select({
      round: lottoRounds,
      refusal: sql<string | null>`lotto_round_refusal(${lottoRounds.status},
      ${lottoRounds.openAt}, ${lottoRounds.closeAt}, ${now.toISOString()}::timestamptz)`,
    })
    .from(lottoRounds)
    .where(eq(lottoRounds.id, roundId))
    .for('share')
  return row && row.refusal === null ? row.round : null
}

/** The refusals the bill functions name before any line (lotto_round_refusal and a missing round). */
const ROUND_REFUSALS: Record<string, () => Result<never>> = {
  round_not_found: () => refuse(M.roundNotFound, ErrorCode.NOT_FOUND),
  not_open_yet: () => refuse(M.roundNotOpenYet),
  closed: () => refuse(M.roundClosed),
}

/** A round's facts as the bill functions answer them (db/functions/lotto_round_facts.sql). */
interface RoundFactsJson {
  id: number
  category_id: number
  market: string
  title: string
  draw_date: string
  seq: number | null
  open_at: string
  close_at: string
  draw_at: string
  status: string
}

const roundOfJson = (r: RoundFactsJson): RoundFacts => ({
  id: r.id,
  categoryId: r.category_id,
  market: r.market,
  title: r.title,
  drawDate: r.draw_date,
  seq: r.seq,
  openAt: new Date(r.open_at),
  closeAt: new Date(r.close_at),
  drawAt: new Date(r.draw_at),
  status: r.status,
})

/** bill/validate: every rule applied to every line (lotto_slip_check, one statement); changes nothing. */
export async function validateBill(deps: AppDeps, memberId: number, slip: Slip): Promise<Result<BillCheck>> {
  if (slip.agent_id !== deps.config.agentId) return refuse(M.agentNotFound, ErrorCode.NOT_FOUND)
  const now = deps.clock.now()
  const { rows } = (await deps.db.execute(
    sql`select lotto_slip_check(${memberId}::int, ${now.toISOString()}::timestamptz, ${slip.round_id}::int,
      ${slipArgs(slip.lines)}) as reply`,
  )) as unknown as {
    rows: { reply: { refusal?: string; round: RoundFactsJson; lines: LineVerdictFacts[] } }[]
  }
  const reply = rows[0].reply
  if (reply.refusal) return ROUND_REFUSALS[reply.refusal]()
  const lines = slip.lines.map((line, i) => toCheckLine(line, reply.lines[i]))
  return ok({
    round: toRound(roundOfJson(reply.round), now),
    lines,
    total: satangToBaht(slip.lines.reduce((s, l) => s + (parseBahtAmount(l.amount) ?? 0n), 0n)),
    ok: reply.lines.every((l) => isAccepted(l.verdict)),
  })
}

/** What lotto_bill_create answers. */
interface CreateReply {
  refusal?:
    | 'idempotency_mismatch'
    | 'round_not_found'
    | 'not_open_yet'
    | 'closed'
    | 'line'
    | 'cap_full'
    | 'insufficient'
    | 'play'
  line?: LineVerdictFacts & { index: number }
  /** What responsible play refused ('play': bet_move raised it; not from the database's JSON). */
  play?: PlayRefusedError
  bet_type?: BetType
  number?: string
  answer?: {
    bill: { id: number; total_satang: number | string; line_count: number; created_at: string }
    round: RoundFactsJson
  }
  /** Whose money moved (absent on a repeat). */
  member_id?: number
}

/**
 * bill/create: all lines or none, once per Idempotency-Key, in one statement (one round trip and
 * one transaction): the database function `lotto_bill_create` (db/functions/lotto_bill_create.sql)
 * holds the key, checks the round (its advisory lock, shared) and every line by the slip rules, locks the เลขอั้น
 * totals and checks the caps, takes the stake through `bet_move`, writes the bill, its lines and
 * the totals, and stores the answer with the key. Then the member's live connections hear of the
 * balance (the bet subscriber, compose/subscribers.ts).
 */
export async function createBill(
  deps: AppDeps,
  memberId: number,
  slip: Slip,
  key: string,
): Promise<Result<LottoBill>> {
  if (slip.agent_id !== deps.config.agentId) return refuse(M.agentNotFound, ErrorCode.NOT_FOUND)
  const reply: CreateReply = await deps.db
    .execute(
      sql`select lotto_bill_create(${memberId}::int, ${key}::text, ${BILL_SCOPE}::text,
        ${requestHash(BILL_SCOPE, slip)}::text, ${deps.clock.now().toISOString()}::timestamptz,
        ${slip.round_id}::int, ${WALLET_TYPES.main}::int, ${slipArgs(slip.lines)}) as reply`,
    )
    .then(
      (result) => (result as unknown as { rows: { reply: CreateReply }[] }).rows[0].reply,
      (error: unknown) => {
        // Responsible play refused the stake in bet_move (a time-out, an exclusion, a loss limit):
        // the statement wrote nothing, and the key is free again.
        const play = playRefusedOr(error)
        if (play) return { refusal: 'play' as const, play }
        // Another call (withIdempotency) stored this key while the bill ran: nothing was written.
        if (keyTakenError(error)) return { refusal: 'idempotency_mismatch' as const }
        throw error
      },
    )
  switch (reply.refusal) {
    case undefined:
      break
    case 'idempotency_mismatch':
      return refuse(IDEMPOTENCY_MESSAGES.mismatch, ErrorCode.IDEMPOTENCY_MISMATCH)
    case 'line': {
      const line = reply.line as LineVerdictFacts & { index: number }
      return refuse(lineRefusal(slip.lines[line.index], line))
    }
    case 'cap_full':
      return refuse(M.capFull(BET_TYPE_INFO[reply.bet_type as BetType].name, reply.number as string))
    case 'insufficient':
      return refuse(M.insufficient)
    case 'play':
      return playRefusal(reply.play as PlayRefusedError)
    default:
      return ROUND_REFUSALS[reply.refusal]()
  }
  if (typeof reply.member_id === 'number')
    await publishToMember(deps.bus, deps.db, reply.member_id, { type: 'balance', data: {} })
  const { bill, round } = reply.answer as NonNullable<CreateReply['answer']>
  const createdAt = new Date(bill.created_at)
  return ok(
    toBill(
      {
        id: bill.id,
        status: 'waiting',
        totalSatang: BigInt(bill.total_satang),
        payoutSatang: 0n,
        lineCount: bill.line_count,
        createdAt,
        settledAt: null,
        cancelledAt: null,
      },
      roundOfJson(round),
      createdAt,
    ),
  )
}

/** lotto_bill_create's SQLSTATE IK001: its key was stored by another call meanwhile. */
function keyTakenError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === 'IK001') return true
  return false
}

/** The Idempotency-Key scope of bill/create (the key's request hash is of it and the slip). */
const BILL_SCOPE = 'lotto.bill.create'

/** bill/cancel: a waiting bill of an open round becomes cancelled and is refunded once. */
export async function cancelBill(
  deps: AppDeps,
  memberId: number,
  body: BillCancelBody,
  key: string,
): Promise<Result<LottoBill>> {
  return withIdempotency(deps, { memberId, key, scope: 'lotto.bill.cancel', payload: body }, async (tx) => {
    if (body.agent_id !== deps.config.agentId) return refuse(M.agentNotFound, ErrorCode.NOT_FOUND)
    const [bill] = await tx
      .select()
      .from(lottoBills)
      .where(and(eq(lottoBills.id, body.bill_id), eq(lottoBills.memberId, memberId)))
    if (!bill) return refuse(M.billNotFound, ErrorCode.NOT_FOUND)
    const now = deps.clock.now()
    const round = await lockOpenRound(tx, bill.roundId, now)
    if (!round) return refuse(M.notCancellable)
    const [cancelled] = await tx
      .update(lottoBills)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(lottoBills.id, bill.id), eq(lottoBills.status, 'waiting')))
      .returning()
    if (!cancelled) return refuse(M.notCancellable)
    const lines = await tx
      .update(lottoLines)
      .set({ status: 'cancelled' })
      .where(eq(lottoLines.billId, bill.id))
      .returning()
    const keyed = lines.map((l) => ({ key: `${l.betType}:${l.number}`, amountSatang: l.amountSatang }))
    const limited = await limitedFor(tx, round.id, [...new Set(keyed.map((l) => l.key))])
    await addTotals(
      tx,
      round.id,
      keyed.filter((l) => limited.has(l.key)),
      -1n,
    )
    await refundBet(tx, deps, {
      memberId,
      walletId: bill.walletId,
      amountSatang: bill.totalSatang,
      reference: lottoRefundReference(bill.id),
      product: { category: 'lotto', game: `lotto:${categoryOf(round)}` },
      at: now,
    })
    return ok(toBill(cancelled, round, now))
  })
}
