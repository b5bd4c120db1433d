import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { publicResponses } from '../../../src/contract/envelope'
import {
  SandboxConfirmBody,
  SandboxConfirmReply,
  SandboxWithdrawBody,
  SandboxWithdrawReply,
} from '../../../src/contract/sandbox'
import type { AppDeps } from '../../deps'
import { confirmOrder } from '../payment/confirm'
import { decideWithdrawal } from '../withdraw/service'

/**
 * Operator-side switches for development, demo and tests; registered only with SANDBOX on. They stand
 * in for the payment provider's callback and the back office.
 */
export const sandboxRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['sandbox']

  app.post(
    '/sandbox/payment/confirm',
    {
      schema: {
        tags,
        summary: 'Mark a QR order paid and credit it (exactly once; never an expired order)',
        body: SandboxConfirmBody,
        response: publicResponses(SandboxConfirmReply),
      },
    },
    async (request) => {
      const result = await confirmOrder(deps, request.body.order_id)
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )

  app.post(
    '/sandbox/withdraw/approve',
    {
      schema: {
        tags,
        summary: 'Approve a waiting withdrawal (success)',
        body: SandboxWithdrawBody,
        response: publicResponses(SandboxWithdrawReply),
      },
    },
    async (request) => {
      const result = await decideWithdrawal(deps, request.body.withdraw_id, 'success')
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )

  app.post(
    '/sandbox/withdraw/reject',
    {
      schema: {
        tags,
        summary: 'Reject a waiting withdrawal (failed; the amount is credited back exactly once)',
        body: SandboxWithdrawBody,
        response: publicResponses(SandboxWithdrawReply),
      },
    },
    async (request) => {
      const result = await decideWithdrawal(deps, request.body.withdraw_id, 'failed')
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )
}
