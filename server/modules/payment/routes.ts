import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { cancelOrder, currentOrder, generateQr, inquiryStatus, listChannels, paymentInfo } from './service'

/** Deposits: channels, where to pay, PromptPay QR orders and their status (spec section 7). */
export const paymentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'paymentChannels', {
    handler: async () => ({ error: 0, data: await listChannels(deps) }),
  })

  registerEndpoint(app, 'paymentInfo', {
    handler: async ({ query }) => toEnvelope(await paymentInfo(deps, query.channel_id)),
  })

  registerEndpoint(app, 'generateQr', {
    handler: async ({ member, body, headers }) =>
      toEnvelope(await generateQr(deps, member.memberId, body, headers['idempotency-key'])),
  })

  registerEndpoint(app, 'qrcodeInfo', {
    handler: async ({ member }) => ({ error: 0, data: await currentOrder(deps, member.memberId) }),
  })

  registerEndpoint(app, 'cancelPaymentOrder', {
    handler: async ({ member, body }) => toEnvelope(await cancelOrder(deps, member.memberId, body.order_id)),
  })

  registerEndpoint(app, 'inquiryStatus', {
    handler: async ({ member, query }) =>
      toEnvelope(await inquiryStatus(deps, member.memberId, query.order_id)),
  })
}
