import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { Db, Tx } from '../../db/open'
import { idempotencyKeys } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { ok, type Result, refuse } from '../../lib/result'

export const IDEMPOTENCY_MESSAGES = {
  mismatch: 'รหัสอ้างอิงรายการนี้ถูกใช้กับคำขออื่นแล้ว กรุณาทำรายการใหม่',
} as const

export interface IdempotencyClaim {
  memberId: number
  /** The Idempotency-Key header (validated by the route's `headers: IdempotencyHeaders`). */
  key: string
  /** The call, e.g. 'withdraw', 'payment.generate_qr', 'coupon.redeem': a key reused on another call is a mismatch. */
  scope: string
  /** The request payload (body, and anything else that defines the request). */
  payload: unknown
}

/**
 * Deterministic JSON (object keys sorted, undefined members left out) so equal payloads hash
 * equally. Built with plain loops: it runs on every bill and seamless call (issue 24).
 */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null)
  if (Array.isArray(value)) {
    let out = '['
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonical(value[i])
    return `${out}]`
  }
  const record = value as Record<string, unknown>
  let out = '{'
  for (const key of Object.keys(record).sort()) {
    const member = record[key]
    if (member === undefined) continue
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonical(member)}`
  }
  return `${out}}`
}

export const requestHash = (scope: string, payload: unknown): string =>
  createHash('sha256')
    .update(`${scope}\n${canonical(payload)}`)
    .digest('hex')

/** Carries a refusal out of the transaction so the key claim (and everything else) rolls back. */
class Refused<T> extends Error {
  constructor(readonly result: Result<T>) {
    super('refused')
  }
}

/**
 * Runs a money-moving operation once per (member, Idempotency-Key), Stripe style (docs/money.md, "Idempotency keys"):
 *
 * 1. in one database transaction, claims the key with `INSERT ... ON CONFLICT DO NOTHING`;
 * 2. first time: runs `run(tx)` in that same transaction (call postTransaction with `tx`) and stores
 *    its answer with the key; everything commits together;
 * 3. a repeat with the same payload answers the stored answer without running anything (on
 *    PostgreSQL a concurrent repeat waits on the unique index until the first commits);
 * 4. the same key with a different payload (or another scope) is refused with IDEMPOTENCY_MISMATCH.
 *
 * A refusal from `run` (Result not ok) rolls the whole transaction back, key included: nothing
 * changed, and the member may retry the same key (e.g. after a deposit). Exceptions roll back too.
 * The answer must be JSON (the wire shape): replays return the stored JSON.
 */
export async function withIdempotency<T>(
  deps: { db: Db; clock: Clock },
  claim: IdempotencyClaim,
  run: (tx: Tx) => Promise<Result<T>>,
): Promise<Result<T>> {
  const hash = requestHash(claim.scope, claim.payload)
  try {
    return await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({
          memberId: claim.memberId,
          key: claim.key,
          scope: claim.scope,
          requestHash: hash,
          createdAt: deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id })
      if (!claimed) {
        const [existing] = await tx
          .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.memberId, claim.memberId), eq(idempotencyKeys.key, claim.key)))
        if (!existing || existing.requestHash !== hash || existing.response === null) {
          return refuse(IDEMPOTENCY_MESSAGES.mismatch, ErrorCode.IDEMPOTENCY_MISMATCH)
        }
        return ok(existing.response as T)
      }
      const result = await run(tx)
      if (!result.ok) throw new Refused(result)
      const stored = JSON.parse(JSON.stringify(result.value ?? null)) as T
      await tx.update(idempotencyKeys).set({ response: stored }).where(eq(idempotencyKeys.id, claimed.id))
      return ok(stored)
    })
  } catch (error) {
    if (error instanceof Refused) return error.result as Result<T>
    throw error
  }
}
