import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { setPollAnswer } from './answer'
import { closePoll, operatorPolls, pollBefore, savePoll } from './operator'

/**
 * The polls' operator calls (inside the operator API): every poll, adding or changing one, closing
 * it and setting its answer; each write in one transaction with its audit row.
 */
export const pollOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorPolls', {
    handler: async () => ({ error: 0, data: await operatorPolls(deps) }),
  })
  registerEndpoint(app, 'operatorPollSave', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'poll.save',
        before: (scoped) => pollBefore(scoped, request.body.poll_id),
        run: (scoped) => savePoll(scoped, request.body),
        target: (_, saved) => `poll:${saved.ok ? saved.value.id : (request.body.poll_id ?? '?')}`,
      })
      return toEnvelope(result)
    },
  })
  registerEndpoint(app, 'operatorPollClose', {
    handler: async (request) => {
      const { poll_id } = request.body
      const result = await audited(deps, request, {
        action: 'poll.close',
        target: `poll:${poll_id}`,
        before: (scoped) => pollBefore(scoped, poll_id),
        run: (scoped) => closePoll(scoped, poll_id),
      })
      return toEnvelope(result)
    },
  })
  registerEndpoint(app, 'operatorPollAnswer', {
    handler: async (request) => {
      const { poll_id, choice_id } = request.body
      const result = await audited(deps, request, {
        action: 'poll.answer',
        target: `poll:${poll_id}`,
        run: (scoped) => setPollAnswer(scoped, poll_id, choice_id),
      })
      return toEnvelope(result)
    },
  })
}
