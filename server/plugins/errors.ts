import type { FastifyError, FastifyInstance } from 'fastify'
import { ErrorCode } from '../../src/contract/envelope'

export const MESSAGES = {
  badRequest: 'ข้อมูลไม่ถูกต้อง',
  unauthorized: 'เซสซั่นหมดอายุ กรุณาลองใหม่',
  internal: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง',
  notFound: 'ไม่พบข้อมูลที่ต้องการ',
  tooManyRequests: 'มีการใช้งานถี่เกินไป กรุณารอสักครู่แล้วลองใหม่',
} as const

/**
 * What of an error may reach the logs. A failed query's error carries its parameters (a password
 * hash, a token hash, member input) in `params`, in its message and in the database's own message,
 * so only its SQL text (placeholders, no values) and the database's error code are kept.
 */
export function loggable(err: Error): Record<string, unknown> {
  const failed = err as Error & { query?: unknown; params?: unknown; cause?: unknown }
  if (typeof failed.query === 'string' && 'params' in failed) {
    const cause = failed.cause as { code?: unknown; name?: unknown } | undefined
    return { type: 'DrizzleQueryError', query: failed.query, dbCode: cause?.code, dbError: cause?.name }
  }
  return { type: err.name, message: err.message, stack: err.stack }
}

/**
 * One error handler for the whole API: 4xx from Fastify (schema, JSON, size, rate) become the
 * envelope with a Thai message; anything else is a 500 that never leaks internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode ?? 500
    if (status === 401)
      return reply.code(401).send({ error: ErrorCode.UNAUTHORIZED, message: MESSAGES.unauthorized })
    if (status === 429)
      return reply.code(429).send({ error: ErrorCode.RATE_LIMITED, message: MESSAGES.tooManyRequests })
    if (status === 404)
      return reply.code(404).send({ error: ErrorCode.NOT_FOUND, message: MESSAGES.notFound })
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, context: err.validationContext }, 'refused malformed request')
      return reply.code(400).send({ error: ErrorCode.BAD_REQUEST, message: MESSAGES.badRequest })
    }
    request.log.error({ err: loggable(err) }, 'request failed')
    return reply.code(500).send({ error: ErrorCode.INTERNAL, message: MESSAGES.internal })
  })
}
