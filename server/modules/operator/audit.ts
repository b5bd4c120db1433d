import type { FastifyRequest } from 'fastify'
import { operatorAudit } from '../../db/schema'
import type { AppDeps } from '../../deps'
import type { Result } from '../auth/result'

/** One audited operator call: what it is, and the action itself. */
export interface AuditedCall<T, B = unknown> {
  /** 'payment.confirm', 'withdraw.reject', 'lotto.result'... */
  action: string
  /** 'payment_order:12'; a function when it is known only from the record before or the outcome. */
  target: string | ((before: B, result: Result<T>) => string)
  /** The record as it was, read in the action's transaction (null when left out). */
  before?: (deps: AppDeps) => Promise<B>
  /** What the audit keeps of a success when not the answer itself (the outbox keeps a count). */
  after?: (value: T) => unknown
  /** The action, on `deps` whose `db` is the transaction (its own transactions become savepoints). */
  run: (deps: AppDeps, before: B) => Promise<Result<T>>
}

/**
 * Runs an operator action and writes its audit row in ONE transaction: both commit or neither does
 * (a crash, a lost connection or a failed insert between them can no longer leave money moved with
 * no row). A business refusal is an answer, so its row (outcome = the Thai refusal) commits with
 * whatever the action kept; an action that throws leaves nothing, the request id stays in the log.
 * Every operator call that writes goes through here, and so does the outbox read (reset codes).
 */
export async function audited<T, B = unknown>(
  deps: AppDeps,
  request: FastifyRequest,
  call: AuditedCall<T, B>,
): Promise<Result<T>> {
  const actor = request.operator
  if (!actor) throw new Error('audit outside an operator route')
  return deps.db.transaction(async (tx) => {
    // A transaction is a database handle (same query API): the services run on it unchanged.
    const scoped: AppDeps = { ...deps, db: tx }
    const before = (call.before ? await call.before(scoped) : null) as B
    const result = await call.run(scoped, before)
    await tx.insert(operatorAudit).values({
      actor,
      action: call.action,
      target: typeof call.target === 'string' ? call.target : call.target(before, result),
      before: before ?? null,
      after: result.ok ? ((call.after ? call.after(result.value) : result.value) ?? null) : null,
      outcome: result.ok ? 'ok' : result.message,
      requestId: request.id,
      at: deps.clock.now(),
    })
    return result
  })
}
