import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { login } from './login'
import { recordLoginDay } from './member-days'
import { userInfoById } from './members'
import { AUTH_MESSAGES } from './messages'
import { checkAccount, register } from './register'
import { revokeSession } from './sessions'

/** Account checks, registration, login, logout and the member's own info. */
export const authRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const rateLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 }

  // It tells who is a member, so it is limited like login.
  registerEndpoint(app, 'checkAccount', {
    rateLimit,
    handler: async ({ body }) => ({ error: 0, data: await checkAccount(deps, body) }),
  })

  registerEndpoint(app, 'register', {
    rateLimit,
    handler: async ({ body }) => {
      const result = await register(deps, body)
      if (!result.ok) return { error: result.error, message: result.message }
      await recordLoginDay(deps.db, result.value.user.id, deps.clock.now())
      return { error: 0, access_token: result.value.token, data: result.value.user }
    },
  })

  registerEndpoint(app, 'login', {
    rateLimit,
    handler: async ({ body, ip }) => {
      const result = await login(deps, body.username, body.password, ip)
      if (!result.ok) return { error: result.error, message: result.message }
      await recordLoginDay(deps.db, result.value.user.id, deps.clock.now())
      return { error: 0, access_token: result.value.token, data: result.value.user }
    },
  })

  registerEndpoint(app, 'logout', {
    handler: async ({ member }) => {
      await revokeSession(deps, member.sessionId)
      return { error: 0, message: AUTH_MESSAGES.loggedOut }
    },
  })

  registerEndpoint(app, 'userInfo', {
    handler: async ({ member }) => {
      const info = await userInfoById(deps.db, member.memberId)
      if (!info) throw new Error('session of a missing member')
      return { error: 0, data: info }
    },
  })
}
