import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { setPollAnswer } from './answer'

/** The poll's operator call (inside the operator API): set the answer, in one transaction with its audit row. */
export const pollOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
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
