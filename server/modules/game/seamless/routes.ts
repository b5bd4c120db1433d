import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../../deps'
import { registerEndpoint } from '../../../plugins/endpoint'
import { loggable } from '../../../plugins/errors'
import { bet } from './bet'
import type { SigningProvider } from './provider-keys'
import { rollback } from './rollback'
import { authenticate, balance } from './session'
import { providerGuard } from './signature'
import { win } from './win'

/**
 * The seamless wallet (`POST /api/seamless/<action>`), in its own encapsulated scope: JSON bodies are
 * kept raw for the signature (checked in preValidation, before the schema), and every refusal speaks
 * the provider vocabulary (`{ status }`), never the site's envelope.
 */
export const seamlessRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.decorateRequest('rawBody', null)
  app.decorateRequest('rawBodyInvalid', false)
  app.decorateRequest('gameProvider', null)
  app.decorate('requireProvider', providerGuard(deps))

  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer
    request.rawBody = raw
    try {
      done(null, raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8')))
    } catch {
      // Answered 400 once the signature is known to be right (a forged body gets 401, like any other).
      request.rawBodyInvalid = true
      done(null, undefined)
    }
  })

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, context: err.validationContext }, 'refused malformed provider call')
      return reply.code(400).send({ status: 'INVALID_REQUEST' })
    }
    request.log.error({ err: loggable(err) }, 'provider call failed')
    return reply.code(500).send({ status: 'UNKNOWN_ERROR' })
  })

  /** Set by the guard before any handler runs. */
  const providerOf = (request: FastifyRequest): SigningProvider => {
    if (!request.gameProvider) throw new Error('provider call without a checked signature')
    return request.gameProvider
  }

  registerEndpoint(app, 'seamlessAuthenticate', {
    handler: async (request) => authenticate(deps, providerOf(request), request.body),
  })
  registerEndpoint(app, 'seamlessBalance', {
    handler: async (request) => balance(deps, providerOf(request), request.body),
  })
  registerEndpoint(app, 'seamlessBet', {
    handler: async (request) => bet(deps, providerOf(request), request.body),
  })
  registerEndpoint(app, 'seamlessWin', {
    handler: async (request) => win(deps, providerOf(request), request.body, request.log),
  })
  registerEndpoint(app, 'seamlessRollback', {
    handler: async (request) => rollback(deps, providerOf(request), request.body),
  })
}
