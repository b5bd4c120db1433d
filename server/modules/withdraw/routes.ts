import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdempotencyHeaders, memberResponses } from '../../../src/contract/envelope'
import {
  WithdrawBody,
  WithdrawConfigReply,
  WithdrawListQuery,
  WithdrawListReply,
  WithdrawReply,
} from '../../../src/contract/withdraw'
import type { AppDeps } from '../../deps'
import { currentMember } from '../auth/guard'
import { listWithdrawals, requestWithdrawal, withdrawConfig } from './service'

/** Withdrawals to the member's registered bank account. */
export const withdrawRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['withdraw']
  const security = [{ bearer: [] }]

  app.post(
    '/member/withdraw',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Request a withdrawal (the amount is held at once)',
        security,
        headers: IdempotencyHeaders,
        body: WithdrawBody,
        response: memberResponses(WithdrawReply),
      },
    },
    async (request) => {
      const result = await requestWithdrawal(
        deps,
        currentMember(request).memberId,
        request.body,
        request.headers['idempotency-key'],
      )
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )

  app.get(
    '/member/withdraw/list',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's withdrawals, newest first",
        security,
        querystring: WithdrawListQuery,
        response: memberResponses(WithdrawListReply),
      },
    },
    async (request) => ({
      error: 0,
      data: await listWithdrawals(
        deps,
        currentMember(request).memberId,
        request.query.page ?? 1,
        request.query.page_size ?? 20,
      ),
    }),
  )

  app.get(
    '/member/withdraw/config',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Withdrawal limits, what is left today, the bank account and any turnover block',
        security,
        response: memberResponses(WithdrawConfigReply),
      },
    },
    async (request) => ({ error: 0, data: await withdrawConfig(deps, currentMember(request).memberId) }),
  )
}
