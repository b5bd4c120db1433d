import type { FastifyPluginAsync } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import { LIVE_PING_SECONDS } from '../../../src/contract/live'
import type { AppDeps } from '../../deps'
import { ok, refuse, toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { openEventStream } from '../live/stream'
import { createStaff, listStaff, staffById, toStaff, updateStaff } from './accounts'
import { auditChoices, auditTrail } from './audit'
import { memberContext } from './desk'
import { createDeskHub, type DeskFrame } from './desk-hub'
import { memberDeskRoutes } from './member-desk-routes'
import { STAFF_MESSAGES } from './messages'
import { revokeStaffSession } from './sessions'

/**
 * The back office's operator calls: who am I, log out, the owner's staff list and changes (audited),
 * and the money desk's member context and live queue. The roles of each are on its definition
 * (src/contract/endpoints/staff.ts); the guard checked them before the handler runs.
 */
export const staffOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorStaffMe', {
    handler: async (request) => {
      const row = request.staff ? await staffById(deps.db, request.staff.id) : null
      return toEnvelope(row ? ok(toStaff(row)) : refuse(STAFF_MESSAGES.notStaff, ErrorCode.NOT_FOUND))
    },
  })

  registerEndpoint(app, 'operatorStaffLogout', {
    handler: async (request) => {
      const staff = request.staff
      const result = await audited(deps, request, {
        action: 'staff.logout',
        target: staff ? `staff:${staff.username}` : 'staff:none',
        run: async (scoped) => {
          // OPERATOR_TOKEN has no session to end: its logout changes nothing.
          if (staff) await revokeStaffSession(scoped, staff.sessionId)
          return ok(null)
        },
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorStaffList', {
    handler: async () => toEnvelope(ok(await listStaff(deps.db))),
  })

  registerEndpoint(app, 'operatorStaffCreate', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'staff.create',
        target: `staff:${request.body.username}`,
        run: (scoped) => createStaff(scoped, request.body, request.staff?.id ?? null),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorStaffUpdate', {
    handler: async (request) => {
      const id = request.body.staff_id
      const result = await audited(deps, request, {
        action: 'staff.update',
        target: `staff_id:${id}`,
        before: async (scoped) => {
          const row = await staffById(scoped.db, id)
          return row ? toStaff(row) : null
        },
        run: (scoped) => updateStaff(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorAudit', {
    handler: async (request) => toEnvelope(ok(await auditTrail(deps, request.query))),
  })
  registerEndpoint(app, 'operatorAuditChoices', {
    handler: async () => toEnvelope(ok(await auditChoices(deps))),
  })

  registerEndpoint(app, 'operatorMemberContext', {
    handler: async (request) => toEnvelope(await memberContext(deps, request.query.member_id)),
  })
  memberDeskRoutes(app, deps)

  const hub = createDeskHub(deps.bus, LIVE_PING_SECONDS * 1000)
  app.addHook('preClose', (done) => {
    hub.close()
    done()
  })
  registerEndpoint(app, 'operatorDeskLive', {
    handler: async (_request, reply) => {
      // Written directly like the member's stream (live/routes.ts): no serializer, no compression.
      reply.hijack()
      hub.add(openEventStream<DeskFrame>(reply.raw, reply.getHeaders()))
      return reply as never
    },
  })
}
