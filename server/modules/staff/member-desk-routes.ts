import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { ok, refuse, toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { findMemberById } from '../auth/members'
import { sendResetCode } from '../auth/passwords'
import { listBills } from '../lotto/bill-read'
import { memberPromotionList } from '../promotion/service'
import { memberStatement } from '../statement/service'
import { adjustBalance } from './adjust'
import { lockState, memberExists, memberLogins, setMemberLock } from './member-access'
import { searchMembers } from './member-search'
import { STAFF_MESSAGES } from './messages'

const notFound = refuse(STAFF_MESSAGES.memberNotFound, ErrorCode.NOT_FOUND)

/**
 * The members desk's operator calls (registered by operator-routes.ts): search, a member's
 * statement, bills, promotions and logins (reads), and the audited actions: lock or unlock, a
 * password-reset code, a manual balance adjustment. The member's header is operatorMemberContext.
 */
export function memberDeskRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, 'operatorMemberSearch', {
    handler: async (request) => toEnvelope(ok(await searchMembers(deps, request.query))),
  })

  registerEndpoint(app, 'operatorMemberStatement', {
    handler: async ({ query }) => {
      if (!(await memberExists(deps.db, query.member_id))) return toEnvelope(notFound)
      return toEnvelope(await memberStatement(deps, query.member_id, { page: query.page, page_size: 20 }))
    },
  })

  registerEndpoint(app, 'operatorMemberBills', {
    handler: async ({ query }) => {
      if (!(await memberExists(deps.db, query.member_id))) return toEnvelope(notFound)
      return toEnvelope(ok(await listBills(deps, query.member_id, { page: query.page, page_size: 20 })))
    },
  })

  registerEndpoint(app, 'operatorMemberPromotions', {
    handler: async ({ query }) => {
      if (!(await memberExists(deps.db, query.member_id))) return toEnvelope(notFound)
      return toEnvelope(ok(await memberPromotionList(deps, query.member_id)))
    },
  })

  registerEndpoint(app, 'operatorMemberLogins', {
    handler: async ({ query }) => {
      if (!(await memberExists(deps.db, query.member_id))) return toEnvelope(notFound)
      return toEnvelope(ok(await memberLogins(deps, query.member_id)))
    },
  })

  registerEndpoint(app, 'operatorMemberLock', {
    handler: async (request) => {
      const { body } = request
      const result = await audited(deps, request, {
        action: body.locked ? 'member.lock' : 'member.unlock',
        target: `member:${body.member_id}`,
        before: (scoped) => lockState(scoped.db, body.member_id),
        run: (scoped) => setMemberLock(scoped, body),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorMemberResetCode', {
    handler: async (request) => {
      const id = request.body.member_id
      const result = await audited(deps, request, {
        action: 'member.reset_code',
        target: `member:${id}`,
        run: async (scoped) => {
          const member = await findMemberById(scoped.db, id)
          return member ? sendResetCode(scoped, member) : notFound
        },
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorMemberAdjust', {
    handler: async (request) => {
      const { body, headers } = request
      const who = { actor: request.operator ?? '', staffId: request.staff?.id ?? null }
      const result = await audited(deps, request, {
        action: 'member.adjust',
        target: `member:${body.member_id}`,
        run: (scoped) => adjustBalance(scoped, who, headers['idempotency-key'], body),
      })
      return toEnvelope(result)
    },
  })
}
