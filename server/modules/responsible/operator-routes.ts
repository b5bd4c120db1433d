import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { OperatorResponsibleReply, RealityMinutes } from '../../../src/contract/responsible'
import { members, responsibleSettings } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse, toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { periodFits, takeBlock } from './blocks'
import { RESPONSIBLE_MESSAGES as M } from './messages'
import { blockOf, readLimits } from './service'

type View = NonNullable<OperatorResponsibleReply['data']>

const NO_MEMBER = 'ไม่พบสมาชิก'

/** What staff see of a member's responsible play; null for an unknown member. */
async function memberView(deps: AppDeps, memberId: number): Promise<View | null> {
  const [member] = await deps.db.select({ id: members.id }).from(members).where(eq(members.id, memberId))
  if (!member) return null
  const at = deps.clock.now()
  const [settings] = await deps.db
    .select()
    .from(responsibleSettings)
    .where(eq(responsibleSettings.memberId, memberId))
  return {
    member_id: memberId,
    limits: await readLimits(deps.db, memberId, at),
    block: blockOf(settings, at),
    reality_check_minutes: (settings?.realityCheckMinutes ?? 0) as RealityMinutes,
  }
}

/**
 * The operator's responsible-play calls: a member's limits, time-out and exclusion (read), and a
 * time-out or exclusion recorded at the member's own request (by phone or chat), audited. There is
 * no call that lifts or shortens one: takeBlock refuses anything that would end it earlier.
 */
export const responsibleOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorResponsible', {
    handler: async ({ query }) => {
      const view = await memberView(deps, query.member_id)
      return toEnvelope(view ? ok(view) : refuse(NO_MEMBER))
    },
  })

  registerEndpoint(app, 'operatorResponsibleBlock', {
    handler: async (request) => {
      const { member_id, kind, period } = request.body
      if (!periodFits(kind, period)) return toEnvelope(refuse(M.badPeriod))
      const result = await audited(deps, request, {
        action: 'responsible.block',
        target: `member:${member_id}`,
        before: (scoped) => memberView(scoped, member_id),
        run: async (scoped, before): Promise<Result<View>> => {
          if (!before) return refuse(NO_MEMBER)
          const taken = await takeBlock(scoped.db, {
            memberId: member_id,
            kind,
            period,
            at: scoped.clock.now(),
          })
          if (!taken.ok) return taken
          const view = await memberView(scoped, member_id)
          return view ? ok(view) : refuse(NO_MEMBER)
        },
      })
      return toEnvelope(result)
    },
  })
}
