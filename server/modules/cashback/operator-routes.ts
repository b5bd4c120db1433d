import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { setAffiliateProgram } from '../affiliate/operator'
import { toEnvelope } from '../auth/result'
import { audit } from '../operator/audit'
import { operatorGuard } from '../operator/token'
import { runReturns, setReturnProgram } from './operator'

/**
 * The operator calls of the returns (OPERATOR_TOKEN only; registered beside the operator module's,
 * with the same guard): rerun a closed day and set the programmes.
 * Every call is audited.
 */
export const returnsOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps; token: string }> = async (
  app,
  { deps, token },
) => {
  app.decorateRequest('operator', null)
  app.decorate('requireOperator', operatorGuard(token))

  registerEndpoint(app, 'operatorReturnsRun', {
    handler: async (request) => {
      const result = await runReturns(deps, request.body)
      await audit(deps, request, {
        action: 'returns.run',
        target: `${request.body.job}:${request.body.day}`,
        before: null,
        result,
      })
      return toEnvelope(result)
    },
  })
  registerEndpoint(app, 'operatorReturnProgram', {
    handler: async (request) => {
      const result = await setReturnProgram(deps, request.body)
      await audit(deps, request, {
        action: 'cashback.program',
        target: `cashback_program:${request.body.kind}`,
        before: null,
        result,
      })
      return toEnvelope(result)
    },
  })
  registerEndpoint(app, 'operatorAffiliateProgram', {
    handler: async (request) => {
      const result = await setAffiliateProgram(deps, request.body)
      await audit(deps, request, {
        action: 'affiliate.program',
        target: 'affiliate_program',
        before: null,
        result,
      })
      return toEnvelope(result)
    },
  })
}
