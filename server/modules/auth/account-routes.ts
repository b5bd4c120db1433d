import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { AUTH_MESSAGES } from './messages'
import { changePassword, requestReset, resetPassword } from './passwords'
import { updateSubBank } from './sub-bank'

/** Password change, forgot-password and the second bank account. */
export const accountRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const rateLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 }

  // Calls that hash a password are limited like login, so they cannot be used to starve the CPU.
  registerEndpoint(app, 'changePassword', {
    rateLimit,
    handler: async ({ member, body }) => {
      const result = await changePassword(deps, member, body)
      return result.ok ? { error: 0, message: AUTH_MESSAGES.passwordChanged } : toEnvelope(result)
    },
  })

  registerEndpoint(app, 'resetPassword', {
    rateLimit,
    handler: async ({ body }) => toEnvelope(await requestReset(deps, body)),
  })

  registerEndpoint(app, 'resetPasswordV2', {
    rateLimit,
    handler: async ({ body }) => {
      const result = await resetPassword(deps, body)
      return result.ok ? { error: 0, message: AUTH_MESSAGES.passwordChanged } : toEnvelope(result)
    },
  })

  registerEndpoint(app, 'updateSubBankAccount', {
    rateLimit,
    handler: async ({ member, body }) => {
      const result = await updateSubBank(deps, member.memberId, body)
      return result.ok
        ? { error: 0, message: AUTH_MESSAGES.subBankSaved, data: result.value }
        : toEnvelope(result)
    },
  })
}
