import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { setAffiliateProgram } from '../affiliate/operator'
import { toEnvelope } from '../auth/result'
import { audited } from '../operator/audit'
import { operatorGuard } from '../operator/token'
import { runReturns, setReturnProgram } from './operator'

/**
 * The operator calls of the returns (OPERATOR_TOKEN only; registered beside the operator module's,
 * with the same guard): rerun a closed day and set the programmes.
 * Every call runs in one transaction with its audit row.
 */
export const returnsOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps; token: string }> = async (
  app,
  { deps, token },
) => {
  app.decorateRequest('operator', null)
  app.decorate('requireOperator', operatorGuard(token))

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
  registerEndpoint(app, 'operatorAffiliateProgram', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'affiliate.program',
        target: 'affiliate_program',
        run: (scoped) => setAffiliateProgram(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })
}
