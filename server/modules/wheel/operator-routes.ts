import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { operatorWheel, saveWheelPrize, wheelPrizeBefore } from './operator'

/** The wheel's operator calls (inside the operator API): every prize, and adding or changing one, audited. */
export const wheelOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorWheelPrizes', {
    handler: async () => ({ error: 0, data: await operatorWheel(deps) }),
  })
  registerEndpoint(app, 'operatorWheelPrize', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'wheel.prize',
        before: (scoped) => wheelPrizeBefore(scoped, request.body.prize_id),
        run: (scoped) => saveWheelPrize(scoped, request.body),
        target: (_, saved) =>
          `wheel_prize:${saved.ok ? saved.value.prize_id : (request.body.prize_id ?? '?')}`,
      })
      return toEnvelope(result)
    },
  })
}
