import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LIVE_PING_SECONDS, LiveResponses } from '../../../src/contract/live'
import type { AppDeps } from '../../deps'
import { currentMember } from '../auth/guard'
import { sessionRevoked } from '../auth/sessions'
import { createLiveHub } from './hub'
import { openEventStream } from './stream'

/** GET /api/live: the member's server-sent events (see src/contract/live.ts for the frames). */
export const liveRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const hub = createLiveHub({
    bus: deps.bus,
    sessionLive: async (sessionId) => !(await sessionRevoked(deps.db, sessionId)),
    pingMs: LIVE_PING_SECONDS * 1000,
  })
  // Before the server waits for open requests to finish: streams never finish by themselves.
  app.addHook('preClose', (done) => {
    hub.close()
    done()
  })

  app.get(
    '/live',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['live'],
        summary: 'Live updates for the member (text/event-stream: ready, balance, payment, withdraw)',
        security: [{ bearer: [] }],
        response: LiveResponses,
      },
    },
    async (request, reply) => {
      const member = currentMember(request)
      // The stream is written directly: no serializer and no compression (frames must not wait).
      reply.hijack()
      const stream = openEventStream(reply.raw, reply.getHeaders())
      hub.add(member, stream)
      return reply
    },
  )
}
