import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import type { SessionMember } from '../../plugins/endpoint'
import { MESSAGES } from '../../plugins/errors'
import { findSession } from './sessions'

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/

/** The live session a request's bearer token names, or null (no header, a bad or ended session). */
export async function sessionOfRequest(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<SessionMember | null> {
  const match = BEARER.exec(request.headers.authorization ?? '')
  return match ? findSession(deps, match[1]) : null
}

export function registerAuthGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('member', null)
  app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionOfRequest(deps, request)
    if (!session) {
      await reply.code(401).send({ error: ErrorCode.UNAUTHORIZED, message: MESSAGES.unauthorized })
      return reply
    }
    request.member = session
  })
}
