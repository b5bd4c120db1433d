import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { MESSAGES } from '../../plugins/errors'
import { findSession } from './sessions'

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/

export function registerAuthGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('member', null)
  app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
    const match = BEARER.exec(request.headers.authorization ?? '')
    const session = match ? await findSession(deps, match[1]) : null
    if (!session) {
      await reply.code(401).send({ error: ErrorCode.UNAUTHORIZED, message: MESSAGES.unauthorized })
      return reply
    }
    request.member = session
  })
}
