import type { FastifyPluginAsync } from 'fastify'
import { LIVE_PING_SECONDS } from '../../../src/contract/live'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { sessionRevoked } from '../auth/sessions'
import { createLiveHub } from './hub'
import { openEventStream } from './stream'

/** GET /api/live: the member's server-sent events (see src/contract/live.ts for the frames). */
export const liveRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
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

  registerEndpoint(app, 'live', {
    handler: async (request, reply) => {
      // The stream is written directly: no serializer and no compression (frames must not wait).
      reply.hijack()
      const stream = openEventStream(reply.raw, reply.getHeaders())
      hub.add(request.member, stream)
      // A hijacked reply sends nothing more; the envelope type is only the 401's.
      return reply as never
    },
  })
}
