import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@fastify/type-provider-typebox'
import {
  AgentBanksReply,
  AgentBody,
  AgentCodeQuery,
  AgentConfigReply,
  AgentTrueMoneyReply,
  AgentValidateQuery,
  AgentValidateReply,
  BannersReply,
  EventsReply,
  NotificationsReply,
} from '../../../src/contract/agent'
import { ErrorCode, publicResponses } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { agentService } from './service'

export const UNKNOWN_AGENT = 'ไม่พบรหัสเอเย่นต์นี้'
const unknownAgent = { error: ErrorCode.NOT_FOUND, message: UNKNOWN_AGENT }
const NoQuery = Type.Object({}, { additionalProperties: true })

export const agentRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const agent = agentService(deps)
  const tags = ['agent']
  // An explicit other agent code in a body or query is refused; absent means this server's agent.
  const foreign = (code: string | undefined) => code !== undefined && !agent.isOwnAgent(code)

  app.post(
    '/agent/config',
    {
      schema: {
        tags,
        summary: 'Agent configuration (logo, LINE links)',
        body: AgentBody,
        response: publicResponses(AgentConfigReply),
      },
    },
    async (request) => {
      const { config } = await agent.content()
      if (!config || foreign(request.body.agent_code)) return unknownAgent
      return { error: 0, data: config }
    },
  )

  app.post(
    '/agent/bank_accounts',
    {
      schema: {
        tags,
        summary: "The agent's bank accounts for deposits",
        body: AgentBody,
        response: publicResponses(AgentBanksReply),
      },
    },
    async (request) =>
      foreign(request.body.agent_code) ? unknownAgent : { error: 0, data: (await agent.content()).banks },
  )

  app.post(
    '/agent/true_money_accounts',
    {
      schema: {
        tags,
        summary: "The agent's TrueMoney Wallet accounts",
        body: AgentBody,
        response: publicResponses(AgentTrueMoneyReply),
      },
    },
    async (request) =>
      foreign(request.body.agent_code) ? unknownAgent : { error: 0, data: (await agent.content()).trueMoney },
  )

  app.get(
    '/agent/validate',
    {
      schema: {
        tags,
        summary: 'Is this agent code served here?',
        querystring: AgentValidateQuery,
        response: publicResponses(AgentValidateReply),
      },
    },
    async (request) => {
      const { config } = await agent.content()
      if (!config || !agent.isOwnAgent(request.query.code)) return unknownAgent
      return { error: 0, data: { agent_code: config.agent_code, agent_id: config.agent_id } }
    },
  )

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Announcements (type 1 = important)',
        querystring: NoQuery,
        response: publicResponses(NotificationsReply),
      },
    },
    async () => ({ error: 0, data: (await agent.content()).notifications }),
  )

  app.get(
    '/banner',
    {
      schema: {
        tags,
        summary: 'Home page banners',
        querystring: AgentCodeQuery,
        response: publicResponses(BannersReply),
      },
    },
    async (request) =>
      foreign(request.query.agent_code) ? unknownAgent : { error: 0, data: (await agent.content()).banners },
  )

  app.get(
    '/event/list',
    {
      schema: {
        tags,
        summary: 'Events shown in the event dialog',
        querystring: AgentCodeQuery,
        response: publicResponses(EventsReply),
      },
    },
    async (request) =>
      foreign(request.query.agent_code) ? unknownAgent : { error: 0, data: (await agent.content()).events },
  )
}
