import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'

/**
 * Deposits (spec section 7 "Payments"). Money is baht with 2 decimals. A PromptPay QR is an order
 * that expires; the operator side confirms it (in the reference server: POST /api/operator/payment/confirm)
 * and the main wallet is credited exactly once. Money-moving POSTs carry an `Idempotency-Key` header.
 */

export const PaymentChannelType = Type.Union([
  Type.Literal('bank'),
  Type.Literal('promptpay'),
  Type.Literal('truemoney'),
])
export type PaymentChannelType = Static<typeof PaymentChannelType>

export const PaymentSubChannel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
})
export type PaymentSubChannel = Static<typeof PaymentSubChannel>

export const PaymentChannel = Type.Object({
  id: Type.Integer(),
  type: PaymentChannelType,
  /** Thai name shown on the deposit page. */
  name: Type.String(),
  /** Baht per deposit. */
  min_amount: Type.Number(),
  max_amount: Type.Number(),
  /** Baht amounts offered as buttons. */
  quick_amounts: Type.Array(Type.Number()),
  /** Only a `promptpay` channel generates QR orders (POST generate_qr). */
  qr: Type.Boolean(),
  sub_channels: Type.Array(PaymentSubChannel),
})
export type PaymentChannel = Static<typeof PaymentChannel>

// GET /api/member/payment/channels
export const PaymentChannelsReply = Reply(Type.Array(PaymentChannel))
export type PaymentChannelsReply = Static<typeof PaymentChannelsReply>

/** Where the money goes: an agent bank account, the PromptPay receiver or the TrueMoney wallet. */
export const PaymentAccount = Type.Object({
  /** BOT bank code for bank accounts, null for PromptPay and TrueMoney. */
  bank_code: Type.Union([Type.String(), Type.Null()]),
  /** Thai bank name, 'พร้อมเพย์' or 'TrueMoney Wallet'. */
  bank_name: Type.String(),
  /** Account number, PromptPay id (masked) or TrueMoney phone. */
  account_no: Type.String(),
  account_name: Type.String(),
})
export type PaymentAccount = Static<typeof PaymentAccount>

// GET /api/member/payment/info?channel_id=
export const PaymentInfoQuery = Type.Object({ channel_id: RowId })
export type PaymentInfoQuery = Static<typeof PaymentInfoQuery>
export const PaymentInfo = Type.Object({
  channel: PaymentChannel,
  /** bank: the agent's accounts; promptpay: the name shown under the QR; truemoney: the agent's wallet. */
  accounts: Type.Array(PaymentAccount),
})
export type PaymentInfo = Static<typeof PaymentInfo>
export const PaymentInfoReply = Reply(PaymentInfo)
export type PaymentInfoReply = Static<typeof PaymentInfoReply>

export const PaymentOrderStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('expired'),
])
export type PaymentOrderStatus = Static<typeof PaymentOrderStatus>

export const PaymentOrder = Type.Object({
  id: Type.Integer(),
  channel_id: Type.Integer(),
  sub_channel_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Baht. */
  amount: Type.Number(),
  /** The PromptPay (EMVCo) payload to draw as a QR code. */
  qr: Type.String(),
  /** Receiver name shown under the QR. */
  account_name: Type.String(),
  promotion_id: Type.Union([Type.Integer(), Type.Null()]),
  status: PaymentOrderStatus,
  created_at: Timestamp,
  expires_at: Timestamp,
  paid_at: Type.Union([Timestamp, Type.Null()]),
})
export type PaymentOrder = Static<typeof PaymentOrder>

// POST /api/member/payment/generate_qr (header Idempotency-Key). Refused (error PENDING_ORDER) while the
// member has an open order: pay it or cancel it first. Amount: baht, at most 2 decimals, within the
// channel's min/max.
export const GenerateQrBody = Type.Object(
  {
    channel_id: RowId,
    sub_channel_id: Type.Optional(Type.Union([RowId, Type.Null()])),
    /** Checked by the server (Thai message when 0, negative, more than 2 decimals or out of range). */
    amount: Type.Number(),
    /** The promotion the member takes with this deposit; null or absent = ไม่รับโปรโมชั่น. */
    promotion_id: Type.Optional(Type.Union([RowId, Type.Null()])),
  },
  { additionalProperties: false },
)
export type GenerateQrBody = Static<typeof GenerateQrBody>
export const PaymentOrderReply = Reply(PaymentOrder)
export type PaymentOrderReply = Static<typeof PaymentOrderReply>

// POST /api/member/payment/cancel — the member drops their own open order (it reads expired and is
// never credited); an order that is no longer open is answered as it is.
export const CancelOrderBody = Type.Object({ order_id: RowId }, { additionalProperties: false })
export type CancelOrderBody = Static<typeof CancelOrderBody>

// GET /api/member/payment/qrcode_info — the member's current pending order, or null.
export const QrcodeInfoReply = Reply(Type.Union([PaymentOrder, Type.Null()]))
export type QrcodeInfoReply = Static<typeof QrcodeInfoReply>

// GET /api/member/payment/inquiry_status?order_id=
export const InquiryStatusQuery = Type.Object({ order_id: RowId })
export type InquiryStatusQuery = Static<typeof InquiryStatusQuery>
export const InquiryStatus = Type.Object({
  order_id: Type.Integer(),
  status: PaymentOrderStatus,
  /** Baht asked for. */
  amount: Type.Number(),
  /** Baht credited to the main wallet (0 until paid). */
  credited_amount: Type.Number(),
  /** Baht of promotion bonus this deposit earned, credited to the bonus wallet (0 when none). */
  bonus_amount: Type.Number(),
  expires_at: Timestamp,
  paid_at: Type.Union([Timestamp, Type.Null()]),
})
export type InquiryStatus = Static<typeof InquiryStatus>
export const InquiryStatusReply = Reply(InquiryStatus)
export type InquiryStatusReply = Static<typeof InquiryStatusReply>
