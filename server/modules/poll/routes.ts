import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { pollConfig, pollStats, pollWinners, quotaCheck, quotaFor, submitVote } from './service'

/** Poll calls; `agent_id` (always 3 from the site) is validated by the schema and must be ours. */
export const pollRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'pollConfig', {
    handler: async ({ query }) => toEnvelope(await pollConfig(deps, query.poll_id)),
  })
  registerEndpoint(app, 'pollSubmit', {
    handler: async ({ member, body }) =>
      toEnvelope(await submitVote(deps, member.memberId, body.poll_id, body.choice_id)),
  })
  registerEndpoint(app, 'pollQuotaGet', {
    handler: async ({ member, query }) => toEnvelope(await quotaFor(deps, member.memberId, query.poll_id)),
  })
  registerEndpoint(app, 'pollQuotaCheck', {
    handler: async ({ member, query }) => toEnvelope(await quotaCheck(deps, member.memberId, query.poll_id)),
  })
  registerEndpoint(app, 'pollStats', {
    handler: async ({ query }) => toEnvelope(await pollStats(deps, query.poll_id)),
  })
  registerEndpoint(app, 'pollWinners', {
    handler: async ({ query }) => toEnvelope(await pollWinners(deps, query.poll_id)),
  })
}
