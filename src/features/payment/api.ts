import * as endpoints from '../../contract/endpoints'
import type { CancelOrderBody, GenerateQrBody } from '../../contract/payment'
import { call } from '../../lib/api-client'
import { quietly } from '../../lib/api-errors'

// Payment reads (spec section 8): catch errors, log the message and return nothing. generate_qr is
// the exception: the member must read why an amount was refused, so its ApiError reaches the form.

/** GET member/payment/channels: bank transfer, PromptPay QR, TrueMoney (empty on failure). */
export const getPaymentChannels = async () =>
  (await quietly(call(endpoints.paymentChannels), 'member/payment/channels'))?.data ?? []

/** GET member/payment/info: the channel with the accounts the money goes to. */
export const getPaymentInfo = async (channelId: number) =>
  (await quietly(call(endpoints.paymentInfo, { query: { channel_id: channelId } }), 'member/payment/info'))
    ?.data

/** POST member/payment/generate_qr: a new PromptPay order (throws ApiError with the Thai refusal). */
export const generateQr = async (body: GenerateQrBody, idempotencyKey: string) => {
  const reply = await call(endpoints.generateQr, { body, idempotencyKey })
  if (!reply.data) throw new Error('generate_qr answered without an order')
  return reply.data
}

/** POST member/payment/cancel: drops the member's open order (throws ApiError with the Thai refusal). */
export const cancelOrder = async (orderId: number) => {
  const body: CancelOrderBody = { order_id: orderId }
  return (await call(endpoints.cancelPaymentOrder, { body })).data
}

/** GET member/payment/qrcode_info: the member's pending order, null when none, undefined on failure. */
export const getQrcodeInfo = async () => {
  const reply = await quietly(call(endpoints.qrcodeInfo), 'qrcode_info')
  return reply ? (reply.data ?? null) : undefined
}

/** GET member/payment/inquiry_status: the order's status (undefined on failure: poll again). */
export const getInquiryStatus = async (orderId: number) =>
  (await quietly(call(endpoints.inquiryStatus, { query: { order_id: orderId } }), 'inquiry_status'))?.data
