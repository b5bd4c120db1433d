import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { EndpointName } from '../../../src/contract/endpoint-schemas'
import { responsibleSettings } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import type { AppDeps } from '../../deps'
import { addEndpointHook } from '../../plugins/route-hooks'
import { sessionOfRequest } from '../auth/guard'
import { blockOf } from './service'

/**
 * The agent's announcements, banners and events: the site asks for them with the member's session
 * when there is one, and a member in a time-out or self-exclusion gets none (no promotion reaches
 * them while the block runs). Visitors and everyone else get the agent's content as before.
 */
export const QUIET: readonly EndpointName[] = ['notifications', 'banners', 'events']

/** Whether the member is in a time-out or self-exclusion at `at`. */
export async function isBlocked(db: DbOrTx, memberId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ blockKind: responsibleSettings.blockKind, blockUntil: responsibleSettings.blockUntil })
    .from(responsibleSettings)
    .where(eq(responsibleSettings.memberId, memberId))
  return blockOf(row, at) !== null
}

/**
 * A preHandler hook of the QUIET routes: such a call carrying a blocked member's session is answered
 * with an empty list. Call before the routes are registered.
 */
export function registerPromotionQuiet(app: FastifyInstance, deps: AppDeps): void {
  addEndpointHook(
    app,
    'preHandler',
    (name) => QUIET.includes(name),
    async (request, reply) => {
      if (!request.headers.authorization) return
      const session = await sessionOfRequest(deps, request)
      if (!session || !(await isBlocked(deps.db, session.memberId, deps.clock.now()))) return
      return reply.send({ error: 0, data: [] })
    },
  )
}
