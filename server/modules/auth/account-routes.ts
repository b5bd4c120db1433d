import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ChangePasswordBody,
  ResetPasswordBody,
  ResetPasswordReply,
  ResetPasswordV2Body,
  UpdateSubBankBody,
  UpdateSubBankReply,
} from '../../../src/contract/auth'
import { memberResponses, Plain, publicResponses } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { currentMember } from './guard'
import { AUTH_MESSAGES } from './messages'
import { changePassword, requestReset, resetPassword } from './passwords'
import { updateSubBank } from './sub-bank'

const limited = (responses: Record<number, unknown>) => ({ ...responses, 429: Plain })

/** Password change, forgot-password and the second bank account. */
export const accountRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['auth']
  const security = [{ bearer: [] }]
  const rateLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 }

  app.post(
    '/member/change_password',
    {
      preHandler: app.requireMember,
      // It hashes a password: limited like login, so it cannot be used to starve the CPU.
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Change password (revokes the other sessions)',
        security,
        body: ChangePasswordBody,
        response: limited(memberResponses(Plain)),
      },
    },
    async (request) => {
      const result = await changePassword(deps, currentMember(request), request.body)
      return result.ok
        ? { error: 0, message: AUTH_MESSAGES.passwordChanged }
        : { error: result.error, message: result.message }
    },
  )

  app.post(
    '/reset_password',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Forgot password, step 1: prove the bank account; a one-time code goes to the phone',
        body: ResetPasswordBody,
        response: limited(publicResponses(ResetPasswordReply)),
      },
    },
    async (request) => {
      const result = await requestReset(deps, request.body)
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )

  app.post(
    '/reset_password_v2',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Forgot password, step 2: the code and the new password (revokes all sessions)',
        body: ResetPasswordV2Body,
        response: limited(publicResponses(Plain)),
      },
    },
    async (request) => {
      const result = await resetPassword(deps, request.body)
      return result.ok
        ? { error: 0, message: AUTH_MESSAGES.passwordChanged }
        : { error: result.error, message: result.message }
    },
  )

  app.post(
    '/member/update_sub_bank_account',
    {
      preHandler: app.requireMember,
      // It hashes a password: limited like login, so it cannot be used to starve the CPU.
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Set the second withdrawal account (password confirmation)',
        security,
        body: UpdateSubBankBody,
        response: limited(memberResponses(UpdateSubBankReply)),
      },
    },
    async (request) => {
      const result = await updateSubBank(deps, currentMember(request).memberId, request.body)
      return result.ok
        ? { error: 0, message: AUTH_MESSAGES.subBankSaved, data: result.value }
        : { error: result.error, message: result.message }
    },
  )
}
