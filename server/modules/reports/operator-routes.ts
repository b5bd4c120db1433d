import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { dailyReport } from './report'

/** The back office's report (inside the operator API, compose/operator.ts); a read, not audited. */
export const reportsOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorReport', {
    handler: async (request) => toEnvelope(await dailyReport(deps, request.query)),
  })
}
