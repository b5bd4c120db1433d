import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import type { SessionMember } from '../../plugins/endpoint'
import { MESSAGES } from '../../plugins/errors'
import { AUTH_MESSAGES } from './messages'
import { lookupSession } from './sessions'

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/

/**
 * The session a request's bearer token names: live, 'locked' (it ended because staff locked the
 * member), or null (no header, a bad or ended session).
 */
async function lookupRequest(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<SessionMember | 'locked' | null> {
  const match = BEARER.exec(request.headers.authorization ?? '')
  return match ? lookupSession(deps, match[1]) : null
}

/** The live session a request's bearer token names, or null (no header, a bad or ended session). */
export async function sessionOfRequest(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<SessionMember | null> {
  const session = await lookupRequest(deps, request)
  return session === 'locked' ? null : session
}

export function registerAuthGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('member', null)
  app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await lookupRequest(deps, request)
    if (!session || session === 'locked') {
      const message = session === 'locked' ? AUTH_MESSAGES.locked : MESSAGES.unauthorized
      await reply.code(401).send({ error: ErrorCode.UNAUTHORIZED, message })
      return reply
    }
    request.member = session
  })
}
