import { type Static, Type } from 'typebox'
import { Plain } from './envelope'
import { PaymentOrderStatus } from './payment'
import { WithdrawStatus } from './withdraw'
import { YeekeeShot } from './yeekee'

/**
 * GET /api/live — the member's live updates as server-sent events (`text/event-stream`), sent with the
 * usual `Authorization: Bearer` header (so the site reads it with fetch, not EventSource); without a
 * live session the answer is the usual 401 JSON. Every frame is
 * `event: <type>\nid: <n>\ndata: <json>\n\n` (`id` counts the frames of this connection), and a
 * `: ping` comment comes every 25 s. The first frame is always `ready`: after (re)connecting the site
 * reloads what it shows, since nothing missed while disconnected is replayed. The server ends the
 * stream when the session is revoked (logout, password change), after about an hour (so the session
 * is checked again) and when it shuts down: the site reconnects after a short pause.
 */
export const LIVE_PING_SECONDS = 25

/** `ready`: the stream is open (first frame of every connection). */
export const LiveReady = Type.Object({})
/** `balance`: a wallet balance of this member changed; reload the wallets. */
export const LiveBalance = Type.Object({})
/** `payment`: one of the member's QR deposit orders changed status. */
export const LivePayment = Type.Object({
  order_id: Type.Integer(),
  status: PaymentOrderStatus,
  /** Baht credited to the main wallet by this order (0 unless paid). */
  credited_amount: Type.Number(),
})
/** `withdraw`: one of the member's withdrawals was requested or decided. */
export const LiveWithdraw = Type.Object({ id: Type.Integer(), status: WithdrawStatus })

/** `yeekee` (to every stream): new shots of a Yeekee round, with its running count, sum and shooters. */
export const LiveYeekee = Type.Object({
  round_id: Type.Integer(),
  shots: Type.Array(YeekeeShot),
  shot_count: Type.Integer(),
  shot_sum: Type.String(),
  shooter_count: Type.Integer(),
})

export type LiveEvent =
  | { type: 'ready'; data: Static<typeof LiveReady> }
  | { type: 'balance'; data: Static<typeof LiveBalance> }
  | { type: 'payment'; data: Static<typeof LivePayment> }
  | { type: 'withdraw'; data: Static<typeof LiveWithdraw> }
  | { type: 'yeekee'; data: Static<typeof LiveYeekee> }
export type LiveEventType = LiveEvent['type']

/** Documented answers: the stream (one of the frames above, as text), or the usual 401 JSON. */
export const LiveResponses = {
  200: {
    description: 'text/event-stream of ready, balance, payment and withdraw frames',
    content: { 'text/event-stream': { schema: Type.String() } },
  },
  401: Plain,
}
