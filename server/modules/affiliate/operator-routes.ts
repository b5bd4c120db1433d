import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { setAffiliateProgram } from './operator'

/** The affiliate programme's operator call (inside the operator API), audited in its transaction. */
export const affiliateOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
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
