import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { ErrorCode, Timestamp } from '../../src/contract/envelope'
import type { ForwardClock } from '../lib/clock'
import { tokenGuard } from './operator'

const MoveBody = Type.Object({ at: Type.Optional(Timestamp) }, { additionalProperties: false })

/**
 * `POST /e2e/clock` — the end-to-end harness's clock (E2E_TEST_CLOCK only; app.ts registers it on no
 * other server, and it is outside /api and the contract): `{ at }` moves the server's clock forward
 * to `at` (never back); `{}` only reads it. Answers `{ error: 0, data: { now } }`. Everything that
 * reads time (bets, sessions, the job runner) follows, so a test can let a Bangkok day end and its
 * jobs run. The operator token guards it.
 */
export const testClockRoutes: FastifyPluginAsync<{ clock: ForwardClock; token: string }> = async (
  app,
  { clock, token },
) => {
  app.decorateRequest('operator', null)
  app.post(
    '/e2e/clock',
    { schema: { hide: true, body: MoveBody }, preHandler: tokenGuard(token) },
    async (request, reply) => {
      const { at } = request.body as { at?: string }
      if (at !== undefined && !clock.moveTo(new Date(at)))
        return reply.code(400).send({ error: ErrorCode.BAD_REQUEST, message: 'เวลาทดสอบเดินหน้าได้เท่านั้น' })
      return { error: ErrorCode.OK, data: { now: clock.now().toISOString() } }
    },
  )
}
