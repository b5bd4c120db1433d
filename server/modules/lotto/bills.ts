import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import { WALLET_TYPES } from '../../../src/contract/ledger'
import type { BillBody, BillCancelBody, BillCheck, LottoBill } from '../../../src/contract/lotto'
import { batcherPerDb, logBatchError } from '../../db/call-batcher'
import type { DbOrTx } from '../../db/open'
import { preparedCall } from '../../db/prepared'
import { lottoBills, lottoLines, lottoRounds } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import type { SessionMember } from '../../plugins/endpoint'
import { publishToMember } from '../live/publish'
import { playRefusal } from '../responsible/check'
import { PlayRefusedError, refundBet } from '../wallet/bets'
import { IDEMPOTENCY_MESSAGES, requestHash, withIdempotency } from '../wallet/idempotency'
import { lottoRefundReference } from '../wallet/references'
import { toBill } from './bill-read'
import { isAccepted, type LineVerdictFacts, lineRefusal, slipArgs, slipLiterals, toCheckLine } from './check'
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

/** What lotto_bill_create answers (one element of lotto_bills_create's array). */
interface CreateReply {
  refusal?:
    | 'idempotency_mismatch'
    | 'round_not_found'
    | 'not_open_yet'
    | 'closed'
    | 'line'
    | 'insufficient'
    | 'play'
  line?: LineVerdictFacts & { index: number }
  /** Responsible play's refusal ('play'): the rule, its limit (satang) and when it ends. */
  rule?: string
  limit_satang?: number | string | null
  resets_at?: string
  answer?: {
    bill: { id: number; total_satang: number | string; line_count: number; created_at: string }
    round: RoundFactsJson
  }
  /** Whose money moved (absent on a repeat). */
  member_id?: number
}

/** One bill as lotto_bills_create takes it (an element of its JSON array). */
export type BillCall = [
  member: number,
  key: string,
  scope: string,
  requestHash: string,
  at: string,
  round: number,
  walletType: number,
  session: number | null,
  /** The lines as array literals (check.ts slipLiterals). */
  betTypes: string,
  numbers: string,
  amounts: string,
  numbersOk: string,
]

/** The bill of `slip` under `key` as lotto_bills_create takes it, at the clock's now. */
export const billCall = (deps: AppDeps, member: SessionMember, slip: Slip, key: string): BillCall => [
  member.memberId,
  key,
  BILL_SCOPE,
  requestHash(BILL_SCOPE, slip),
  deps.clock.now().toISOString(),
  slip.round_id,
  WALLET_TYPES.main,
  member.sessionId,
  ...slipLiterals(slip.lines),
]

/**
 * Bill statements under way at once, per server: under load the waiting bills go in batches, and
 * the rest of the pool (10 connections) stays free for the other calls (as the seamless calls,
 * modules/game/seamless/transactions.ts).
 */
const BILL_ROUND_TRIPS = 2
/** Bills per `lotto_bills_create` statement at most (each holds its member's bill lock until the commit). */
const BILL_BATCH = 16

/** `select lotto_bills_create($1)`: the answers of several bills (a JSON array), in one statement. */
const billsTogether = preparedCall<{ reply: CreateReply[] }>('lotto_bills_create', 1)

/** The bills' batcher of a database (db/call-batcher.ts). */
const billBatcher = batcherPerDb<AppDeps['db'], BillCall, CreateReply>((db) => ({
  one: (call) =>
    billsTogether(db)
      .call([JSON.stringify([call])])
      .then(
        (result) => result.rows[0].reply[0],
        (error: unknown) => {
          // Another call (withIdempotency) stored this key while the bill ran: nothing was written.
          if (keyTakenError(error)) return { refusal: 'idempotency_mismatch' as const }
          throw error
        },
      ),
  many: async (calls) => (await billsTogether(db).call([JSON.stringify(calls)])).rows[0].reply,
  inFlight: BILL_ROUND_TRIPS,
  maxBatch: BILL_BATCH,
  onBatchError: logBatchError('lotto', 'bills'),
}))

/**
 * bill/create: all lines or none, once per Idempotency-Key, in one statement (one round trip and
 * one transaction, shared with the bills that queued meanwhile): `lotto_bills_create`
 * (db/functions/lotto_bills_create.sql) takes the locks its bills rely on in one order (the round's,
 * the member's, the เลขอั้น totals'), then `lotto_bill_create` checks responsible play's time-out,
 * exclusion and session limit (so this call has no play gate of its own), answers a stored key, checks
 * the round and every line by the slip rules (caps on the locked totals), checks the stake against
 * the loss limits and takes it through `bet_move`, writes the bill, its lines and the totals, and
 * stores the answer with the key. Then the member's live connections hear of the balance (the bet
 * subscriber, compose/subscribers.ts).
 */
export async function createBill(
  deps: AppDeps,
  member: SessionMember,
  slip: Slip,
  key: string,
): Promise<Result<LottoBill>> {
  if (slip.agent_id !== deps.config.agentId) return refuse(M.agentNotFound, ErrorCode.NOT_FOUND)
  const reply = await billBatcher(deps.db)(billCall(deps, member, slip, key))
  switch (reply.refusal) {
    case undefined:
      break
    case 'idempotency_mismatch':
      return refuse(IDEMPOTENCY_MESSAGES.mismatch, ErrorCode.IDEMPOTENCY_MISMATCH)
    case 'line': {
      const line = reply.line as LineVerdictFacts & { index: number }
      return refuse(lineRefusal(slip.lines[line.index], line))
    }
    case 'insufficient':
      return refuse(M.insufficient)
    case 'play':
      return playRefusal(
        new PlayRefusedError(
          reply.rule as string,
          reply.limit_satang == null ? null : BigInt(reply.limit_satang),
          new Date(reply.resets_at as string),
        ),
      )
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
