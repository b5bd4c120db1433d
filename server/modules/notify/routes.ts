import type { FastifyPluginAsync } from 'fastify'
import type { LineMessagesReply } from '../../../src/contract/notify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { lineUserIdOf } from '../line/accounts'
import { NOTIFY_TEXT } from './messages'
import { lineSender } from './sender'
import { lineMessagesOn, setLineMessages } from './service'

async function status(deps: AppDeps, memberId: number): Promise<NonNullable<LineMessagesReply['data']>> {
  return {
    linked: (await lineUserIdOf(deps.db, memberId)) !== null,
    available: lineSender(deps.config) !== null,
    enabled: await lineMessagesOn(deps.db, memberId),
  }
}

/** The profile's switch of the member's LINE messages (deposit credited, withdrawal decided, bill won). */
export const notifyRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'lineMessages', {
    handler: async ({ member }) => ({ error: 0, data: await status(deps, member.memberId) }),
  })

  registerEndpoint(app, 'setLineMessages', {
    handler: async ({ member, body }) => {
      // Turning them on needs a LINE account to send to; turning them off is always allowed.
      if (body.enabled && (await lineUserIdOf(deps.db, member.memberId)) === null)
        return { error: 1, message: NOTIFY_TEXT.notLinked }
      await setLineMessages(deps, member.memberId, body.enabled)
      return { error: 0, data: await status(deps, member.memberId) }
    },
  })
}
