import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { memberPromotions } from '../../db/schema'

type Row = { [key: string]: unknown }

async function rows(tx: DbOrTx, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

/**
 * Bet stakes (ledger kind 'bet', debits of the member's wallets) posted after the given ledger
 * transaction, and when the running total first reached `required`, the time of that bet.
 */
export async function betStakesSince(
  tx: DbOrTx,
  memberId: number,
  sinceTransactionId: number,
  required: bigint,
): Promise<{ done: bigint; reachedAt: Date | null }> {
  const [total] = await rows(
    tx,
    sql`select coalesce(sum(-e.amount), 0)::text as done
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        join wallets w on w.id = e.wallet_id
        where w.member_id = ${memberId} and t.kind = 'bet' and t.id > ${sinceTransactionId} and e.amount < 0`,
  )
  const done = BigInt(String(total.done))
  if (done < required) return { done, reachedAt: null }
  const [crossing] = await rows(
    tx,
    sql`select created_at from (
          select t.created_at, sum(-e.amount) over (order by t.id, e.id) as running
          from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          join wallets w on w.id = e.wallet_id
          where w.member_id = ${memberId} and t.kind = 'bet' and t.id > ${sinceTransactionId} and e.amount < 0
        ) s where running >= ${required.toString()}::bigint order by running limit 1`,
  )
  const reachedAt = crossing ? new Date(crossing.created_at as string | Date) : null
  return { done, reachedAt }
}

export interface ActiveTurnover {
  id: number
  doneSatang: bigint
  requiredSatang: bigint
}

/**
 * Brings the member's active bonuses up to date: stores the turnover done and marks those whose
 * requirement is met 'completed' (at the time of the bet that met it). Returns the ones still unmet,
 * oldest first.
 */
export async function refreshTurnover(tx: DbOrTx, memberId: number): Promise<ActiveTurnover[]> {
  const active = await tx
    .select()
    .from(memberPromotions)
    .where(and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.status, 'active')))
    .orderBy(asc(memberPromotions.id))
  const unmet: ActiveTurnover[] = []
  for (const row of active) {
    const since = row.bonusTransactionId ?? 0
    const { done, reachedAt } = await betStakesSince(tx, memberId, since, row.turnoverRequiredSatang)
    if (done >= row.turnoverRequiredSatang) {
      await tx
        .update(memberPromotions)
        .set({ status: 'completed', turnoverDoneSatang: done, completedAt: reachedAt ?? row.appliedAt })
        .where(and(eq(memberPromotions.id, row.id), eq(memberPromotions.status, 'active')))
      continue
    }
    if (done !== row.turnoverDoneSatang) {
      await tx
        .update(memberPromotions)
        .set({ turnoverDoneSatang: done })
        .where(eq(memberPromotions.id, row.id))
    }
    unmet.push({ id: row.id, doneSatang: done, requiredSatang: row.turnoverRequiredSatang })
  }
  return unmet
}
