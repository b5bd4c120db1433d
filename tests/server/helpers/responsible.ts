import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { post } from './factories'

/** The member takes a confirmed time-out of `period` through the API (it must be taken). */
export async function takeTimeout(app: FastifyInstance, token: string, period = '24h') {
  const taken = await post(
    app,
    '/api/member/responsible/block',
    { kind: 'timeout', period, confirm: true },
    token,
  )
  expect(taken.body.error, taken.body.message).toBe(0)
  return taken
}

/** The member sets a responsible-play limit through the API (it must be set). */
export async function setLimit(app: FastifyInstance, token: string, kind: string, value: number) {
  const set = await post(app, '/api/member/responsible/limit', { kind, value }, token)
  expect(set.body.error, set.body.message).toBe(0)
  return set
}
