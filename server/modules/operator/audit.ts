import type { FastifyRequest } from 'fastify'
import { operatorAudit } from '../../db/schema'
import type { AppDeps } from '../../deps'
import type { Result } from '../auth/result'

export interface AuditEntry {
  action: string
  target: string
  before: unknown
  result: Result<unknown>
}

/** Writes one operator action to the audit table (after it ran, with its outcome). */
export async function audit(deps: AppDeps, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  if (!request.operator) throw new Error('audit outside an operator route')
  await deps.db.insert(operatorAudit).values({
    actor: request.operator,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.result.ok ? (entry.result.value ?? null) : null,
    outcome: entry.result.ok ? 'ok' : entry.result.message,
    requestId: request.id,
    at: deps.clock.now(),
  })
}
