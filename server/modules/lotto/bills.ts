import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import { WALLET_TYPES } from '../../../src/contract/ledger'
import type { BillBody, BillCancelBody, BillCheck, LottoBill } from '../../../src/contract/lotto'
import { BET_TYPE_INFO, type BetType } from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoBills, lottoLines } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { placeBet, refundBet } from '../wallet/bets'
import { withIdempotency } from '../wallet/idempotency'
import { InsufficientFundsError } from '../wallet/ledger'
import { lottoBillReference, lottoRefundReference } from '../wallet/references'
import { toBill } from './bill-read'
import { type CheckedLine, checkLines, slipFacts } from './check'
import { LOTTO_MESSAGES as M } from './messages'
import { limitedFor } from './rates'
import { categoryOf, findRound, type RoundRow, roundStatus, toRound } from './rounds'
import { addTotals } from './totals'

type Slip = Pick<BillBody, 'agent_id' | 'round_id' | 'lines'>

/** The round a slip is for, if the agent is ours and it takes bets now (locked FOR SHARE inside a transaction). */
async function bettableRound(deps: AppDeps, db: DbOrTx, slip: Slip, lock: false | 'share') {
  if (slip.agent_id !== deps.config.agentId) return refuse(M.agentNotFound, ErrorCode.NOT_FOUND)
  // FOR SHARE: entering a result, voiding or moving the round waits for bills in flight, and a
  // bill that comes after them sees the change; bills do not block each other.
  const round = await findRound(db, slip.round_id, lock)
  if (!round) return refuse(M.roundNotFound, ErrorCode.NOT_FOUND)
  const now = deps.clock.now()
  const status = roundStatus(round, now)
  if (status !== 'open')
    return refuse(now < round.openAt && status === 'closed' ? M.roundNotOpenYet : M.roundClosed)
  return ok(round)
}

/** bill/validate: every rule applied to every line; changes nothing. */
export async function validateBill(deps: AppDeps, memberId: number, slip: Slip): Promise<Result<BillCheck>> {
  const found = await bettableRound(deps, deps.db, slip, false)
  if (!found.ok) return found
  const round = found.value
  const checked = checkLines(slip.lines, await slipFacts(deps.db, round, memberId, slip.lines))
  return ok({
    round: toRound(round, deps.clock.now()),
    lines: checked.map((c) => c.wire),
    total: satangToBaht(checked.reduce((s, c) => s + c.amountSatang, 0n)),
    ok: checked.every((c) => c.accepted),
  })
}

/** Locks the member's row (FOR NO KEY UPDATE) and answers their main wallet's id, in one statement. */
async function lockMemberMainWallet(tx: DbOrTx, memberId: number): Promise<number> {
  const { rows } = (await tx.execute(
    sql`select w.id from members m join wallets w on w.member_id = m.id and w.wallet_type_id = ${WALLET_TYPES.main}
        where m.id = ${memberId} for no key update of m`,
  )) as unknown as { rows: { id: number }[] }
  if (!rows[0]) throw new Error(`member ${memberId} has no main wallet`)
  return Number(rows[0].id)
}

const firstRefusal = (checked: CheckedLine[]) => {
  const bad = checked.find((c) => !c.accepted)
  return bad ? `${bad.wire.name} ${bad.wire.number}: ${bad.wire.reason}` : null
}

/**
 * bill/create: all lines or none, idempotent by key. In one transaction: the round (FOR SHARE),
 * the member (serializes their per-number limit), every rule again, the bill and its lines, the
 * stake debit, and last the number totals (one upsert; a cap exceeded by bills in flight rolls this
 * one back), so the rows every member's bills share are held as briefly as possible.
 */
export async function createBill(
  deps: AppDeps,
  memberId: number,
  slip: Slip,
  key: string,
): Promise<Result<LottoBill>> {
  return withIdempotency(deps, { memberId, key, scope: 'lotto.bill.create', payload: slip }, async (tx) => {
    const found = await bettableRound(deps, tx, slip, 'share')
    if (!found.ok) return found
    const round = found.value
    // The member row serializes their own bills (per-number limit); the main wallet comes with it.
    const walletId = await lockMemberMainWallet(tx, memberId)
    const facts = await slipFacts(tx, round, memberId, slip.lines)
    const checked = checkLines(slip.lines, facts)
    const refusal = firstRefusal(checked)
    if (refusal) return refuse(`${M.billRefused} (${refusal})`)
    const now = deps.clock.now()
    const total = checked.reduce((s, c) => s + c.amountSatang, 0n)
    const [bill] = await tx
      .insert(lottoBills)
      .values({
        memberId,
        roundId: round.id,
        walletId,
        totalSatang: total,
        lineCount: checked.length,
        status: 'waiting',
        createdAt: now,
      })
      .returning()
    const billId = bill.id
    await tx.insert(lottoLines).values(
      checked.map((c) => ({
        billId,
        roundId: round.id,
        memberId,
        betType: c.wire.bet_type,
        number: c.wire.number,
        amountSatang: c.amountSatang,
        rateCenti: c.rateCenti,
        reduced: c.reduced,
        status: 'waiting',
      })),
    )
    try {
      await placeBet(tx, deps, {
        memberId,
        walletId,
        amountSatang: total,
        reference: lottoBillReference(billId),
        product: { category: 'lotto', game: `lotto:${categoryOf(round)}` },
        at: now,
      })
    } catch (error) {
      if (error instanceof InsufficientFundsError) return refuse(M.insufficient)
      throw error
    }
    // Last: the totals of เลขอั้น are shared by every member's bills, and each row stays locked until
    // this transaction commits (other numbers keep none: totals.ts).
    const limited = checked.filter((c) => facts.limited.has(c.key))
    const over = await addTotals(tx, round.id, limited, 1n, facts.caps)
    if (over) return refuse(M.capFull(BET_TYPE_INFO[over.betType as BetType].name, over.number))
    return ok(toBill(bill, round, now))
  })
}

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
    const found = await bettableRound(
      deps,
      tx,
      { agent_id: body.agent_id, round_id: bill.roundId, lines: [] },
      'share',
    )
    if (!found.ok) return refuse(M.notCancellable)
    const round: RoundRow = found.value
    const now = deps.clock.now()
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
