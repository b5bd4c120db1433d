import { memberGet, moneyPost } from '../endpoint'
import type {
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
