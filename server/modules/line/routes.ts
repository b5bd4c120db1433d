import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { lineStatus, unlinkLine } from './accounts'
import { LINE_MESSAGES } from './messages'
import { finishLineLogin, startLineLogin } from './oauth'
import {
  type LineLoginOutcome,
  linkExistingMember,
  linkMember,
  loginAsLineUser,
  loginWithIdToken,
  registerWithLine,
  setFirstPassword,
} from './service'
import { lineEnabled, verifyLineIdToken } from './verify'

/** Log in with LINE, register with LINE, and the profile's link, unlink and first password. */
export const lineRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const rateLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 }
  const enabled = lineEnabled(deps.config)
  const disabled = { error: 1, message: LINE_MESSAGES.disabled }
  /** Where LINE sends the browser back: the site's /line/callback page. */
  const callbackUrl = (request: FastifyRequest) =>
    deps.config.lineCallbackUrl ?? `${request.protocol}://${request.host}/line/callback`
  const loginReply = (outcome: LineLoginOutcome) =>
    'signup' in outcome
      ? { error: 0, signup: outcome.signup }
      : { error: 0, access_token: outcome.token, data: outcome.user }

  registerEndpoint(app, 'lineConfig', {
    handler: async () => ({ error: 0, data: { enabled, demo: deps.config.lineStandIn } }),
  })

  registerEndpoint(app, 'lineLogin', {
    rateLimit,
    handler: async ({ body, ip }) => {
      if (!enabled) return disabled
      const result = await loginWithIdToken(deps, body.id_token, ip)
      return result.ok ? loginReply(result.value) : { error: result.error, message: result.message }
    },
  })

  registerEndpoint(app, 'lineAuthorize', {
    rateLimit,
    handler: async (request) => {
      if (!enabled) return disabled
      return { error: 0, data: { url: await startLineLogin(deps, callbackUrl(request), null) } }
    },
  })

  registerEndpoint(app, 'lineCallback', {
    rateLimit,
    handler: async ({ body, ip }) => {
      if (!enabled) return disabled
      const who = await finishLineLogin(deps, body.code, body.state, null)
      if (!who.ok) return { error: who.error, message: who.message }
      const result = await loginAsLineUser(deps, who.value, ip)
      return result.ok ? loginReply(result.value) : { error: result.error, message: result.message }
    },
  })

  registerEndpoint(app, 'lineRegister', {
    rateLimit,
    handler: async ({ body }) => {
      if (!enabled) return disabled
      const result = await registerWithLine(deps, body)
      if (!result.ok) return { error: result.error, message: result.message }
      return { error: 0, access_token: result.value.token, data: result.value.user }
    },
  })

  registerEndpoint(app, 'lineLinkExisting', {
    rateLimit,
    handler: async ({ body, ip }) => {
      if (!enabled) return disabled
      const result = await linkExistingMember(deps, body, ip)
      if (!result.ok) return { error: result.error, message: result.message }
      return { error: 0, access_token: result.value.token, data: result.value.user }
    },
  })

  registerEndpoint(app, 'lineStatus', {
    handler: async ({ member }) => ({ error: 0, data: await lineStatus(deps, member.memberId) }),
  })

  registerEndpoint(app, 'lineLink', {
    rateLimit,
    handler: async ({ member, body }) => {
      if (!enabled) return disabled
      const who = await verifyLineIdToken(deps, body.id_token, null)
      if (!who) return { error: 1, message: LINE_MESSAGES.badToken }
      const result = await linkMember(deps, member.memberId, who)
      return result.ok
        ? { error: 0, message: LINE_MESSAGES.linked, data: result.value }
        : { error: result.error, message: result.message }
    },
  })

  registerEndpoint(app, 'lineLinkAuthorize', {
    rateLimit,
    handler: async (request) => {
      if (!enabled) return disabled
      const url = await startLineLogin(deps, callbackUrl(request), request.member.memberId)
      return { error: 0, data: { url } }
    },
  })

  registerEndpoint(app, 'lineLinkCallback', {
    rateLimit,
    handler: async ({ member, body }) => {
      if (!enabled) return disabled
      // The state is bound to the member who started the link: nobody can link their LINE to another.
      const who = await finishLineLogin(deps, body.code, body.state, member.memberId)
      if (!who.ok) return { error: who.error, message: who.message }
      const result = await linkMember(deps, member.memberId, who.value)
      return result.ok
        ? { error: 0, message: LINE_MESSAGES.linked, data: result.value }
        : { error: result.error, message: result.message }
    },
  })

  registerEndpoint(app, 'lineUnlink', {
    handler: async ({ member }) => {
      const result = await unlinkLine(deps, member.memberId)
      return result.ok
        ? { error: 0, message: LINE_MESSAGES.unlinked, data: result.value }
        : { error: result.error, message: result.message }
    },
  })

  registerEndpoint(app, 'setPassword', {
    rateLimit,
    handler: async ({ member, body }) => {
      const result = await setFirstPassword(deps, member.memberId, body.password)
      return result.ok
        ? { error: 0, message: LINE_MESSAGES.passwordSet, data: result.value }
        : { error: result.error, message: result.message }
    },
  })
}
