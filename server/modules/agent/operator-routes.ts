import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import type { Result } from '../../lib/result'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import {
  operatorAnnouncementList,
  operatorBannerList,
  operatorEventList,
  saveAnnouncement,
  saveBanner,
  saveEvent,
} from './operator'
import { agentService } from './service'

/**
 * The marketing desk's banner, announcement and event calls (inside the operator API): lists, and
 * add/change audited; a change drops the site's cached copy so members see it on their next load.
 */
export const agentOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const fresh = <T>(result: Result<T>) => {
    if (result.ok) agentService(deps).invalidate()
    return toEnvelope(result)
  }

  registerEndpoint(app, 'operatorBannerList', {
    handler: async () => ({ error: 0, data: await operatorBannerList(deps) }),
  })
  registerEndpoint(app, 'operatorBannerSave', {
    handler: async (request) => {
      const id = request.body.banner_id
      return fresh(
        await audited(deps, request, {
          action: id === undefined ? 'banner.create' : 'banner.update',
          run: (scoped) => saveBanner(scoped, request.body),
          target: (_, saved) => `banner:${saved.ok ? saved.value.id : (id ?? '?')}`,
        }),
      )
    },
  })

  registerEndpoint(app, 'operatorAnnouncementList', {
    handler: async () => ({ error: 0, data: await operatorAnnouncementList(deps) }),
  })
  registerEndpoint(app, 'operatorAnnouncementSave', {
    handler: async (request) => {
      const id = request.body.announcement_id
      return fresh(
        await audited(deps, request, {
          action: id === undefined ? 'announcement.create' : 'announcement.update',
          run: (scoped) => saveAnnouncement(scoped, request.body),
          target: (_, saved) => `announcement:${saved.ok ? saved.value.id : (id ?? '?')}`,
        }),
      )
    },
  })

  registerEndpoint(app, 'operatorEventList', {
    handler: async () => ({ error: 0, data: await operatorEventList(deps) }),
  })
  registerEndpoint(app, 'operatorEventSave', {
    handler: async (request) => {
      const id = request.body.event_id
      return fresh(
        await audited(deps, request, {
          action: id === undefined ? 'event.create' : 'event.update',
          run: (scoped) => saveEvent(scoped, request.body),
          target: (_, saved) => `event:${saved.ok ? saved.value.id : (id ?? '?')}`,
        }),
      )
    },
  })
}
