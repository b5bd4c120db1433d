import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { operatorQuests, questBefore, saveQuest } from './operator'

/** The quests' operator calls (inside the operator API): every quest, and adding or changing one, audited. */
export const questOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorQuests', {
    handler: async () => ({ error: 0, data: await operatorQuests(deps) }),
  })
  registerEndpoint(app, 'operatorQuestSave', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'quest.save',
        before: (scoped) => questBefore(scoped, request.body.quest_id),
        run: (scoped) => saveQuest(scoped, request.body),
        target: (_, saved) => `quest:${saved.ok ? saved.value.id : (request.body.quest_id ?? '?')}`,
      })
      return toEnvelope(result)
    },
  })
}
