import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdempotencyHeaders, memberResponses } from '../../../src/contract/envelope'
import {
  CancelOrderBody,
  GenerateQrBody,
  InquiryStatusQuery,
  InquiryStatusReply,
  PaymentChannelsReply,
  PaymentInfoQuery,
  PaymentInfoReply,
  PaymentOrderReply,
  QrcodeInfoReply,
} from '../../../src/contract/payment'
import type { AppDeps } from '../../deps'
import { currentMember } from '../auth/guard'
import { cancelOrder, currentOrder, generateQr, inquiryStatus, listChannels, paymentInfo } from './service'

/** Deposits: channels, where to pay, PromptPay QR orders and their status (spec section 7). */
export const paymentRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['payment']
  const security = [{ bearer: [] }]

  app.get(
    '/member/payment/channels',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Deposit channels',
        security,
        response: memberResponses(PaymentChannelsReply),
      },
    },
    async () => ({ error: 0, data: await listChannels(deps) }),
  )

  app.get(
    '/member/payment/info',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "A channel's receiving accounts (agent banks, PromptPay name, TrueMoney)",
        security,
        querystring: PaymentInfoQuery,
        response: memberResponses(PaymentInfoReply),
      },
    },
    async (request) => {
      const result = await paymentInfo(deps, request.query.channel_id)
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )

  app.post(
    '/member/payment/generate_qr',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Create a PromptPay QR deposit order (expires in 15 minutes)',
        security,
        headers: IdempotencyHeaders,
        body: GenerateQrBody,
        response: memberResponses(PaymentOrderReply),
      },
    },
    async (request) => {
      const result = await generateQr(
        deps,
        currentMember(request).memberId,
        request.body,
        request.headers['idempotency-key'],
      )
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )

  app.post(
    '/member/payment/cancel',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Cancel my open QR order (never credited afterwards)',
        security,
        body: CancelOrderBody,
        response: memberResponses(PaymentOrderReply),
      },
    },
    async (request) => {
      const result = await cancelOrder(deps, currentMember(request).memberId, request.body.order_id)
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )

  app.get(
    '/member/payment/qrcode_info',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's open QR order, or null",
        security,
        response: memberResponses(QrcodeInfoReply),
      },
    },
    async (request) => ({ error: 0, data: await currentOrder(deps, currentMember(request).memberId) }),
  )

  app.get(
    '/member/payment/inquiry_status',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Status of one of the member’s QR orders (pending, paid, expired)',
        security,
        querystring: InquiryStatusQuery,
        response: memberResponses(InquiryStatusReply),
      },
    },
    async (request) => {
      const result = await inquiryStatus(deps, currentMember(request).memberId, request.query.order_id)
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )
}
