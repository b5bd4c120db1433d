import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  CheckAccountBody,
  CheckAccountReply,
  LoginBody,
  LoginReply,
  LogoutReply,
  RegisterBody,
  UserInfoReply,
} from '../../../src/contract/auth'
import { EmptyBody, memberResponses, Plain, publicResponses } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { currentMember } from './guard'
import { login } from './login'
import { userInfoById } from './members'
import { AUTH_MESSAGES } from './messages'
import { checkAccount, register } from './register'
import { revokeSession } from './sessions'

const limited = (responses: Record<number, unknown>) => ({ ...responses, 429: Plain })

/** Account checks, registration, login, logout and the member's own info. */
export const authRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['auth']
  const security = [{ bearer: [] }]
  const rateLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 }

  app.post(
    '/check_account',
    {
      // It tells who is a member, so it is limited like login.
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Is a phone number or bank account still free?',
        body: CheckAccountBody,
        response: limited(publicResponses(CheckAccountReply)),
      },
    },
    async (request) => ({ error: 0, data: await checkAccount(deps, request.body) }),
  )

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Register a member (and log in)',
        body: RegisterBody,
        response: limited(publicResponses(LoginReply)),
      },
    },
    async (request) => {
      const result = await register(deps, request.body)
      if (!result.ok) return { error: result.error, message: result.message }
      return { error: 0, access_token: result.value.token, data: result.value.user }
    },
  )

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Log in with phone (username) and password',
        body: LoginBody,
        response: limited(publicResponses(LoginReply)),
      },
    },
    async (request) => {
      const result = await login(deps, request.body.username, request.body.password)
      if (!result.ok) return { error: result.error, message: result.message }
      return { error: 0, access_token: result.value.token, data: result.value.user }
    },
  )

  app.post(
    '/logout',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Revoke this session',
        security,
        body: EmptyBody,
        response: memberResponses(LogoutReply),
      },
    },
    async (request) => {
      await revokeSession(deps, currentMember(request).sessionId)
      return { error: 0, message: AUTH_MESSAGES.loggedOut }
    },
  )

  app.get(
    '/get_user_info',
    {
      preHandler: app.requireMember,
      schema: { tags, summary: 'The logged-in member', security, response: memberResponses(UserInfoReply) },
    },
    async (request) => {
      const info = await userInfoById(deps.db, currentMember(request).memberId)
      if (!info) throw new Error('session of a missing member')
      return { error: 0, data: info }
    },
  )
}
