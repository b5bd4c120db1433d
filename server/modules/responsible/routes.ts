import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { periodFits, takeBlock } from './blocks'
import { playHistory } from './history'
import { RESPONSIBLE_MESSAGES as M } from './messages'
import { responsibleStatus, setLimit, setRealityCheck } from './service'

/** The member's responsible-play calls: limits, reality check, time-out / exclusion, history. */
export const responsibleRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const status = async (member: { memberId: number; sessionId: number }) => ({
    error: 0,
    data: await responsibleStatus(deps, member.memberId, member.sessionId),
  })

  registerEndpoint(app, 'responsibleStatus', { handler: ({ member }) => status(member) })

  registerEndpoint(app, 'responsibleLimit', {
    handler: async ({ member, body }) => {
      const set = await setLimit(deps, member.memberId, body)
      return set.ok ? status(member) : { error: set.error, message: set.message }
    },
  })

  registerEndpoint(app, 'responsibleRealityCheck', {
    handler: async ({ member, body }) => {
      await setRealityCheck(deps, member.memberId, body.minutes)
      return status(member)
    },
  })

  registerEndpoint(app, 'responsibleBlock', {
    handler: async ({ member, body }) => {
      if (body.confirm !== true) return { error: 1, message: M.notConfirmed }
      if (!periodFits(body.kind, body.period)) return { error: 1, message: M.badPeriod }
      const taken = await deps.db.transaction((tx) =>
        takeBlock(tx, {
          memberId: member.memberId,
          kind: body.kind,
          period: body.period,
          at: deps.clock.now(),
        }),
      )
      return taken.ok ? status(member) : { error: taken.error, message: taken.message }
    },
  })

  registerEndpoint(app, 'playHistory', {
    handler: async ({ member }) => ({
      error: 0,
      data: { days: await playHistory(deps.db, member.memberId, deps.clock.now()) },
    }),
  })
}
