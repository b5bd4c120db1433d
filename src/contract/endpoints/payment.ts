import { memberGet, memberPost, moneyPost } from '../endpoint'
import type {
  CancelOrderBody,
  GenerateQrBody,
  InquiryStatusQuery,
  InquiryStatusReply,
  PaymentChannelsReply,
  PaymentInfoQuery,
  PaymentInfoReply,
  PaymentOrderReply,
  QrcodeInfoReply,
} from '../payment'

export const paymentChannels = memberGet<PaymentChannelsReply>('member/payment/channels', 'payment')
export const paymentInfo = memberGet<PaymentInfoReply, PaymentInfoQuery>('member/payment/info', 'payment')
export const generateQr = moneyPost<PaymentOrderReply, GenerateQrBody>(
  'member/payment/generate_qr',
  'payment',
)
export const qrcodeInfo = memberGet<QrcodeInfoReply>('member/payment/qrcode_info', 'payment')
export const inquiryStatus = memberGet<InquiryStatusReply, InquiryStatusQuery>(
  'member/payment/inquiry_status',
  'payment',
)
/** The member drops their own open QR order (it then reads expired and is never credited). */
export const cancelPaymentOrder = memberPost<PaymentOrderReply, CancelOrderBody>(
  'member/payment/cancel',
  'payment',
)
