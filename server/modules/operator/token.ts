import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import { MESSAGES } from '../../plugins/errors'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** The id the audit records for a token: a fingerprint, so the token itself is never stored. */
export const operatorId = (token: string) => `operator:${digest(token).toString('hex').slice(0, 12)}`

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard: the audit id of the token that was sent. */
    operator: string | null
  }
}

/**
 * preHandler of every operator route: `Authorization: Bearer <OPERATOR_TOKEN>`, compared in constant
 * time (both sides hashed first, so the comparison does not depend on the length either).
 */
export function operatorGuard(expected: string) {
  const want = digest(expected)
  const id = operatorId(expected)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? ''
    const sent = header.startsWith('Bearer ') ? header.slice(7) : ''
    if (sent === '' || !timingSafeEqual(digest(sent), want)) {
      await reply.code(401).send({ error: ErrorCode.UNAUTHORIZED, message: MESSAGES.unauthorized })
      return reply
    }
    request.operator = id
  }
}
