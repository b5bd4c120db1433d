import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../src/contract/envelope'
import { type GrantedRole, roleMayCall, type StaffRole } from '../../src/contract/staff-roles'
import { operatorAudit } from '../db/schema'
import type { AppDeps } from '../deps'
import type { Result } from '../lib/result'
import { MESSAGES } from './errors'

/**
 * The operator API's two cross-cutting concerns, shared by every module's operator routes
 * (`<module>/operator-routes.ts`, registered together by compose/operator.ts inside one scope): the
 * guard (`requireOperator`: the operator token or a staff session whose role the call grants) and
 * `audited`, which runs an operator action and its audit row (naming the token or the staff member)
 * in one transaction.
 */

const digest = (value: string) => createHash('sha256').update(value).digest()

/** The id the audit records for a token: a fingerprint, so the token itself is never stored. */
export const operatorId = (token: string) => `operator:${digest(token).toString('hex').slice(0, 12)}`

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? ''
  return header.startsWith('Bearer ') ? header.slice(7) : ''
}

/** Whether a sent bearer is the token: compared in constant time, both sides hashed first. */
function tokenMatcher(expected: string) {
  const want = digest(expected)
  return (sent: string) => sent !== '' && timingSafeEqual(digest(sent), want)
}

/**
 * A hook that lets only `OPERATOR_TOKEN` through (401 otherwise): the whole API document and the
 * end-to-end clock, which no staff session reaches.
 */
export function tokenGuard(expected: string) {
  const isToken = tokenMatcher(expected)
  const id = operatorId(expected)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isToken(bearerOf(request))) {
      await reply.code(401).send({ error: ErrorCode.UNAUTHORIZED, message: MESSAGES.unauthorized })
      return reply
    }
    request.operator = id
  }
}

/** A back-office staff member behind a session (modules/staff finds them). */
export interface OperatorStaff {
  id: number
  username: string
  role: StaffRole
  sessionId: number
}

/** The audit id of a staff member: their login name, which never changes. */
export const staffActorId = (username: string) => `staff:${username}`

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard: the audit id of the caller (`operator:<fingerprint>` or `staff:<username>`). */
    operator: string | null
    /** Set by the operator guard when the caller is a staff session (null for OPERATOR_TOKEN). */
    staff: OperatorStaff | null
  }
}

/** 403 of an operator call the staff member's role may not make. */
export const FORBIDDEN_MESSAGE = 'บัญชีนี้ไม่มีสิทธิ์ใช้งานส่วนนี้'

/**
 * onRequest hook of every operator route: `Authorization: Bearer <OPERATOR_TOKEN>` (automation; compared
 * in constant time, both sides hashed first so the comparison does not depend on the length either),
 * or the bearer of a live back-office staff session (`findStaff`) whose role the call grants (`roles`,
 * from the call's definition; the owner may make every call). A member's token is neither: 401.
 */
export function operatorGuard(
  expected: string | null,
  findStaff: (token: string) => Promise<OperatorStaff | null>,
) {
  const isToken = expected ? tokenMatcher(expected) : () => false
  const id = expected ? operatorId(expected) : null
  return async (request: FastifyRequest, reply: FastifyReply, roles: readonly GrantedRole[]) => {
    const sent = bearerOf(request)
    if (isToken(sent)) {
      request.operator = id
      request.staff = null
      return
    }
    const staff = sent === '' || sent.length > 200 ? null : await findStaff(sent)
    if (!staff) {
      await reply.code(401).send({ error: ErrorCode.UNAUTHORIZED, message: MESSAGES.unauthorized })
      return reply
    }
    if (!roleMayCall(staff.role, roles)) {
      await reply.code(403).send({ error: ErrorCode.FORBIDDEN, message: FORBIDDEN_MESSAGE })
      return reply
    }
    request.operator = staffActorId(staff.username)
    request.staff = staff
  }
}

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
