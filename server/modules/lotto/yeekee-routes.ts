import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { findSession } from '../auth/sessions'
import { wrongAgent } from './lobby'
import { LOTTO_MESSAGES as M } from './messages'
import { yeekeeBoard, yeekeeRounds, yeekeeShots } from './yeekee'
import { createShotBatcher } from './yeekee-shots'

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/

/** Yeekee calls: rounds, the board and every shot page by page (public; mark the caller's shots), shooting. */
export function registerYeekeeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const shots = createShotBatcher(deps)
  const agentRefusal = { error: 2, message: M.agentNotFound }

  /** The board is public; a live token only marks the member's own shots. */
  async function viewer(request: FastifyRequest): Promise<number | null> {
    const match = BEARER.exec(request.headers.authorization ?? '')
    if (!match) return null
    return (await findSession(deps, match[1]))?.memberId ?? null
  }

  registerEndpoint(app, 'yeekeeList', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id)
        ? agentRefusal
        : {
            error: 0,
            data: await yeekeeRounds(deps, query),
            server_time: deps.clock.now().toISOString(),
          },
  })
  registerEndpoint(app, 'yeekeeLists', {
    handler: async (request) =>
      wrongAgent(deps, request.query.agent_id)
        ? agentRefusal
        : toEnvelope(await yeekeeBoard(deps, request.query.round_id, await viewer(request))),
  })
  registerEndpoint(app, 'yeekeeShots', {
    handler: async (request) =>
      wrongAgent(deps, request.query.agent_id)
        ? agentRefusal
        : toEnvelope(
            await yeekeeShots(deps, request.query.round_id, request.query.before_id, await viewer(request)),
          ),
  })
  registerEndpoint(app, 'yeekeeShoot', {
    handler: async ({ member, body }) =>
      wrongAgent(deps, body.agent_id)
        ? agentRefusal
        : toEnvelope(await shots.shoot(member, body.round_id, body.number)),
  })
}
