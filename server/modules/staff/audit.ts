import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { AuditRow, OperatorAuditQuery } from '../../../src/contract/staff'
import { operatorAudit } from '../../db/schema'
import type { AppDeps } from '../../deps'

const PAGE = 50

/**
 * The audit trail for the back office: newest first, a page at a time. A member's filter finds the
 * actions on the member (target `member:<id>`: responsible-play blocks, the members desk's changes) and
 * on their deposit orders and withdrawals (`payment_order:<id>`, `withdrawal:<id>`).
 */
export async function auditTrail(
  deps: AppDeps,
  query: OperatorAuditQuery,
): Promise<{ items: AuditRow[]; next_before_id: number | null }> {
  const where: SQL[] = []
  if (query.actor) where.push(eq(operatorAudit.actor, query.actor))
  if (query.action) where.push(eq(operatorAudit.action, query.action))
  if (query.from) where.push(gte(operatorAudit.at, new Date(query.from)))
  if (query.to) where.push(lte(operatorAudit.at, new Date(query.to)))
  if (query.before_id) where.push(lt(operatorAudit.id, query.before_id))
  if (query.member_id)
    where.push(
      inArray(
        operatorAudit.target,
        sql`(select 'payment_order:' || id from payment_orders where member_id = ${query.member_id}
             union all select 'withdrawal:' || id from withdrawals where member_id = ${query.member_id}
             union all select 'member:' || ${query.member_id}::int)`,
      ),
    )
  const rows = await deps.db
    .select()
    .from(operatorAudit)
    .where(and(...where))
    .orderBy(desc(operatorAudit.id))
    .limit(PAGE + 1)
  const items = rows.slice(0, PAGE).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    target: row.target,
    outcome: row.outcome,
    before: row.before,
    after: row.after,
  }))
  return { items, next_before_id: rows.length > PAGE ? (items.at(-1)?.id ?? null) : null }
}

/**
 * The filters' choices: every actor and action the audit holds. Two distinct reads of the whole table,
 * which holds staff actions only (a few a minute at most, never a member's own calls).
 */
export async function auditChoices(deps: AppDeps): Promise<{ actors: string[]; actions: string[] }> {
  const actors = await deps.db.selectDistinct({ value: operatorAudit.actor }).from(operatorAudit)
  const actions = await deps.db.selectDistinct({ value: operatorAudit.action }).from(operatorAudit)
  // Sorted here, by code point: the database's collation may order punctuation differently.
  const sorted = (rows: { value: string }[]) => rows.map((r) => r.value).sort()
  return { actors: sorted(actors), actions: sorted(actions) }
}
