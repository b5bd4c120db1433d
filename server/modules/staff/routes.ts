import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { staffLogin } from './login'

/** The back office's one public call: its login (limited per address like the members' logins). */
export const staffRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'staffLogin', {
    rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 },
    handler: async (request) => toEnvelope(await staffLogin(deps, request.body, request.ip)),
  })
}
