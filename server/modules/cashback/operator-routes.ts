import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { runReturns, setReturnProgram } from './operator'

/**
 * The operator calls of the returns (inside the operator API, compose/operator.ts): rerun a closed
 * day and set the programmes.
 * Every call runs in one transaction with its audit row.
 */
export const returnsOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorReturnsRun', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'returns.run',
        target: `${request.body.job}:${request.body.day}`,
        run: (scoped) => runReturns(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })
  registerEndpoint(app, 'operatorReturnProgram', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'cashback.program',
        target: `cashback_program:${request.body.kind}`,
        run: (scoped) => setReturnProgram(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })
}
