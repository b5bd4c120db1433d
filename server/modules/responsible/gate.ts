import type { FastifyInstance } from 'fastify'
import type { EndpointName } from '../../../src/contract/endpoint-schemas'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { addEndpointHook } from '../../plugins/route-hooks'
import { type CheckAction, responsibleCheck } from './check'

/**
 * The member calls that put money in or into play, which a time-out or self-exclusion refuses
 * (and a session-time limit): deposits, bills, Yeekee shots, game launches, wheel spins, coupons,
 * and the promotions' and extras' bonus credit. A game launch is also refused once a loss limit
 * has nothing left. Withdrawals, cancelling a bill, the statement and the profile stay open
 * (tests/server/responsible-sweep.test.ts holds every money call to one list or the other).
 * Stakes and deposit amounts are checked again where the money moves (bet_move, generate_qr).
 */
export const GATED: Readonly<Partial<Record<EndpointName, CheckAction>>> = {
  generateQr: 'gate',
  lottoBillValidate: 'gate',
  lottoBillCreate: 'gate',
  yeekeeShoot: 'gate',
  gameLink: 'launch',
  wheelSpin: 'gate',
  wheelSpinV2: 'gate',
  redeemCoupon: 'gate',
  takePromotion: 'gate',
  questRedeem: 'gate',
  redemptionRedeem: 'gate',
  cashbackLossClaim: 'gate',
}

/**
 * Gated calls whose own database statement checks the time-out, exclusion and session limit before
 * anything else (so the call is one round trip, issue 24): the hook leaves them be. Their refusal is
 * the same envelope, once the body is valid.
 */
export const CHECKED_BY_STATEMENT: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'lottoBillCreate',
  'yeekeeShoot',
])

/**
 * A preValidation hook on the gated routes (after the member check, before the body's schema): a
 * gated call (by its endpoint name, `config.endpoint`, set by registerEndpoint) from a member is
 * checked before its handler runs; a refusal is the envelope with the Thai message, and nothing
 * else happens. Call before the routes are registered (the hook is added to each gated route).
 */
export function registerPlayGate(app: FastifyInstance, deps: AppDeps): void {
  addEndpointHook(
    app,
    'preValidation',
    (name) => GATED[name] !== undefined && !CHECKED_BY_STATEMENT.has(name),
    async (request, reply) => {
      const name = request.routeOptions.config?.endpoint
      const action = name ? GATED[name] : undefined
      if (!action || !request.member) return
      const checked = await responsibleCheck(deps.db, {
        memberId: request.member.memberId,
        at: deps.clock.now(),
        action,
        sessionId: request.member.sessionId,
      })
      if (!checked.ok) return reply.send(toEnvelope(checked))
    },
  )
}
