import { desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Withdrawal } from '../../../src/contract/withdraw'
import { withdrawals } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { decideWithdrawal, toWithdrawal } from './service'

async function withdrawalSnapshot(deps: AppDeps, withdrawId: number): Promise<Withdrawal | null> {
  const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawId))
  return row ? toWithdrawal(row) : null
}

/** Waiting withdrawals of every member, newest first (the money desk's queue). */
async function pendingWithdrawals(deps: AppDeps, limit = 100) {
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, 'waiting'))
    .orderBy(desc(withdrawals.id))
    .limit(limit)
  return rows.map((row) => ({ ...toWithdrawal(row), member_id: row.memberId }))
}

/** The cashier's decisions on withdrawals: approve (paid) or reject (refunded once); audited. */
export const withdrawOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const decide = async (
    request: FastifyRequest & { body: { withdraw_id: number } },
    decision: 'success' | 'failed',
  ) => {
    const id = request.body.withdraw_id
    const result = await audited(deps, request, {
      action: decision === 'success' ? 'withdraw.approve' : 'withdraw.reject',
      target: `withdrawal:${id}`,
      before: (scoped) => withdrawalSnapshot(scoped, id),
      run: (scoped) => decideWithdrawal(scoped, id, decision),
    })
    return toEnvelope(result)
  }
  registerEndpoint(app, 'operatorApproveWithdraw', { handler: (request) => decide(request, 'success') })
  registerEndpoint(app, 'operatorRejectWithdraw', { handler: (request) => decide(request, 'failed') })
  registerEndpoint(app, 'operatorPendingWithdrawals', {
    handler: async () => toEnvelope(ok(await pendingWithdrawals(deps))),
  })
}
