import type { FastifyPluginAsync } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { agentService } from './service'

export const UNKNOWN_AGENT = 'ไม่พบรหัสเอเย่นต์นี้'
const unknownAgent = { error: ErrorCode.NOT_FOUND, message: UNKNOWN_AGENT }

export const agentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const agent = agentService(deps)
  // An explicit other agent code in a body or query is refused; absent means this server's agent.
  const foreign = (code: string | undefined) => code !== undefined && !agent.isOwnAgent(code)

  registerEndpoint(app, 'agentConfig', {
    handler: async ({ body }) => {
      const { config } = await agent.content()
      if (!config || foreign(body.agent_code)) return unknownAgent
      return { error: 0, data: config }
    },
  })

  registerEndpoint(app, 'agentBanks', {
    handler: async ({ body }) =>
      foreign(body.agent_code) ? unknownAgent : { error: 0, data: (await agent.content()).banks },
  })

  registerEndpoint(app, 'agentTrueMoney', {
    handler: async ({ body }) =>
      foreign(body.agent_code) ? unknownAgent : { error: 0, data: (await agent.content()).trueMoney },
  })

  registerEndpoint(app, 'agentValidate', {
    handler: async ({ query }) => {
      const { config } = await agent.content()
      if (!config || !agent.isOwnAgent(query.code)) return unknownAgent
      return { error: 0, data: { agent_code: config.agent_code, agent_id: config.agent_id } }
    },
  })

  registerEndpoint(app, 'notifications', {
    handler: async () => ({ error: 0, data: (await agent.content()).notifications }),
  })

  registerEndpoint(app, 'banners', {
    handler: async ({ query }) =>
      foreign(query.agent_code) ? unknownAgent : { error: 0, data: (await agent.content()).banners },
  })

  registerEndpoint(app, 'events', {
    handler: async ({ query }) =>
      foreign(query.agent_code) ? unknownAgent : { error: 0, data: (await agent.content()).events },
  })
}
