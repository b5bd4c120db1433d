import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../deps'
import { affiliateOperatorRoutes } from '../modules/affiliate/operator-routes'
import { agentOperatorRoutes } from '../modules/agent/operator-routes'
import { authOperatorRoutes } from '../modules/auth/operator-routes'
import { returnsOperatorRoutes } from '../modules/cashback/operator-routes'
import { couponOperatorRoutes } from '../modules/coupon/operator-routes'
import { gameOperatorRoutes } from '../modules/game/operator-routes'
import { lottoOperatorRoutes } from '../modules/lotto/operator-routes'
import { paymentOperatorRoutes } from '../modules/payment/operator-routes'
import { pollOperatorRoutes } from '../modules/poll/operator-routes'
import { promotionOperatorRoutes } from '../modules/promotion/operator-routes'
import { questOperatorRoutes } from '../modules/quests/operator-routes'
import { reportsOperatorRoutes } from '../modules/reports/operator-routes'
import { responsibleOperatorRoutes } from '../modules/responsible/operator-routes'
import { shopOperatorRoutes } from '../modules/shop/operator-routes'
import { staffOperatorRoutes } from '../modules/staff/operator-routes'
import { findStaffSession } from '../modules/staff/sessions'
import { wheelOperatorRoutes } from '../modules/wheel/operator-routes'
import { withdrawOperatorRoutes } from '../modules/withdraw/operator-routes'
import { operatorGuard } from '../plugins/operator'

/** Every module's operator routes (`<module>/operator-routes.ts`): one list, one scope, one guard. */
const OPERATOR_ROUTES = [
  paymentOperatorRoutes,
  withdrawOperatorRoutes,
  authOperatorRoutes,
  lottoOperatorRoutes,
  pollOperatorRoutes,
  questOperatorRoutes,
  wheelOperatorRoutes,
  shopOperatorRoutes,
  gameOperatorRoutes,
  returnsOperatorRoutes,
  affiliateOperatorRoutes,
  responsibleOperatorRoutes,
  staffOperatorRoutes,
  reportsOperatorRoutes,
  promotionOperatorRoutes,
  couponOperatorRoutes,
  agentOperatorRoutes,
]

/**
 * The operator API (`/api/operator/...`): for `OPERATOR_TOKEN` (automation; unset = no token works)
 * and the back office's staff sessions (modules/staff). Its scope decorates `requireOperator`
 * (plugins/operator.ts), which every operator call checks before its body is read, with the roles
 * its definition grants; each call that writes runs with its audit row in one transaction (`audited`).
 */
export const operatorApi: FastifyPluginAsync<{ deps: AppDeps; token: string | null }> = async (
  app,
  { deps, token },
) => {
  app.decorateRequest('operator', null)
  app.decorateRequest('staff', null)
  app.decorate(
    'requireOperator',
    operatorGuard(token, (sent) => findStaffSession(deps, sent)),
  )
  for (const routes of OPERATOR_ROUTES) await app.register(routes, { deps })
}
