import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { memberResponses } from '../../../src/contract/envelope'
import { StatementQuery, StatementReply } from '../../../src/contract/statement'
import type { AppDeps } from '../../deps'
import { currentMember } from '../auth/guard'
import { memberStatement } from './service'

export const statementRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/member/statement',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['statement'],
        summary: "The member's ledger entries, newest first (type, date and paging filters)",
        security: [{ bearer: [] }],
        querystring: StatementQuery,
        response: memberResponses(StatementReply),
      },
    },
    async (request) => {
      const result = await memberStatement(deps, currentMember(request).memberId, request.query)
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )
}
