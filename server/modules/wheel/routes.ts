import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import {
  claimWheelReward,
  spinWheel,
  wheelBoard,
  wheelHistory,
  wheelSegmentsWire,
  wheelSetting,
} from './service'

export const wheelRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'wheelConfig', {
    handler: async () => {
      const configs = await wheelSegmentsWire(deps)
      return { error: 0, configs, data: configs }
    },
  })
  registerEndpoint(app, 'wheelConfigV2', {
    handler: async ({ member }) => {
      const setting = await wheelSetting(deps, member.memberId)
      return { error: 0, setting, free_spins: setting.free_spins, data: setting }
    },
  })
  for (const name of ['wheelSpin', 'wheelSpinV2'] as const) {
    registerEndpoint(app, name, {
      handler: async ({ member, body, headers }) => {
        const result = await spinWheel(deps, member.memberId, headers['idempotency-key'], body.client_seed)
        if (!result.ok) return toEnvelope(result)
        return {
          error: 0,
          prizes: [result.value.spin.prize],
          free_spins: result.value.free_spins,
          data: result.value,
        }
      },
    })
  }
  registerEndpoint(app, 'wheelReward', {
    handler: async ({ member, body, headers }) => {
      const result = await claimWheelReward(deps, member.memberId, headers['idempotency-key'], body.spin_id)
      return result.ok ? { error: 0, point: result.value.points, data: result.value } : toEnvelope(result)
    },
  })
  registerEndpoint(app, 'wheelBoard', {
    handler: async () => ({ error: 0, data: await wheelBoard(deps.db) }),
  })
  registerEndpoint(app, 'wheelHistory', {
    handler: async ({ member }) => ({ error: 0, data: await wheelHistory(deps.db, member.memberId) }),
  })
}
