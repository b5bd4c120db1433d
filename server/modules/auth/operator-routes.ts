import { desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { OutboxMessage } from '../../../src/contract/operator'
import { outboxMessages } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'

/** The demo sender's outbox, newest first (one phone, or everyone's). */
async function readOutbox(deps: AppDeps, phone?: string): Promise<OutboxMessage[]> {
  const rows = await deps.db
    .select()
    .from(outboxMessages)
    .where(phone === undefined ? undefined : eq(outboxMessages.phone, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(20)
  return rows.map((m) => ({ id: m.id, phone: m.phone, body: m.body, created_at: m.createdAt.toISOString() }))
}

/**
 * The one audited read of the operator API: the codes members were sent (CODE_SENDER=outbox). The
 * row keeps who read which phone's codes and how many, never the codes themselves.
 */
export const authOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorOutbox', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'outbox.read',
        target: `outbox:${request.query.phone ?? '*'}`,
        run: async (scoped) => ok(await readOutbox(scoped, request.query.phone)),
        after: (messages) => ({ count: messages.length }),
      })
      return toEnvelope(result)
    },
  })
}
