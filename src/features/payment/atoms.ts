import { atom } from 'jotai'
import type { PaymentOrder } from '../../contract/payment'
import { emitLive, liveConnectedAtom, onLive } from '../../lib/live-events'
import { queryAtom, queryFamily } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getInquiryStatus, getPaymentChannels, getPaymentInfo, getQrcodeInfo } from './api'

// Payment calls are area 'payment' (spec section 8): api.ts catches, logs and returns nothing, so a
// failed read shows as "none" (no channels, no pending order) and never as an error screen.

/** Channels and their accounts change rarely: shown again within this time, no reload. */
const CHANNELS_STALE_MS = 5 * 60_000

/**
 * The PromptPay order the member just generated, so /member/payment shows it at once; after a reload
 * the page asks qrcode_info instead. Payment state stays in memory (the order lives on the server).
 */
const orderAtom = atom<PaymentOrder | null>(null)

export const currentOrderAtom = atom((get) => get(orderAtom))
/** Sets (or clears) the order shown by /member/payment. */
export const setCurrentOrderAtom = atom(null, (_get, set, order: PaymentOrder | null) =>
  set(orderAtom, order),
)

/** The deposit channels (empty when none or the call failed). */
export const paymentChannelsQueryAtom = queryAtom(
  async (get) => (get(accessTokenAtom) ? getPaymentChannels() : []),
  { staleMs: CHANNELS_STALE_MS },
)

/** member/payment/info of one channel, cached per channel id. */
export const paymentInfoQuery = queryFamily((channelId) =>
  queryAtom(
    async (get) => (get(accessTokenAtom) ? ((await getPaymentInfo(Number(channelId))) ?? null) : null),
    {
      staleMs: CHANNELS_STALE_MS,
    },
  ),
)

/**
 * qrcode_info: the member's pending order (null when none or the call failed); asked each time it
 * is shown, and shown only once answered (an order paid meanwhile must not flash as pending).
 */
export const pendingOrderQueryAtom = queryAtom(async (get) =>
  get(accessTokenAtom) ? ((await getQrcodeInfo()) ?? null) : null,
)

/** The member cancelled the order on screen: none is shown, and qrcode_info is asked again. */
export const orderCancelledAtom = atom(null, (_get, set) => {
  set(orderAtom, null)
  set(pendingOrderQueryAtom)
})

/**
 * The order /member/payment shows: the one just generated, or after a reload the member's pending
 * order from qrcode_info. `undefined` while asking, `null` when there is none.
 */
export const paymentPageOrderAtom = atom((get): PaymentOrder | null | undefined => {
  const generated = get(orderAtom)
  if (generated) return generated
  const pending = get(pendingOrderQueryAtom)
  // A pending order is only as good as the last answer: one paid meanwhile must not show again.
  if (pending.loading) return undefined
  return pending.data ?? null
})

/**
 * inquiry_status of one order while /member/payment shows it, keyed `id|expires_at|pollMs`.
 * Live updates drive it: a `payment` event of this order, or a `ready` (reconnected: an event may
 * have been missed), asks once more; so does the end of the countdown. It polls only while no live
 * stream is open (a server without /api/live, a dropped stream) or once the time is up and the
 * server has not said "expired" yet. A paid order announces a balance change (the wallets reload).
 */
export const orderStatusQuery = queryFamily((key) => {
  const [id, expiresAt, pollMs] = key.split('|')
  const orderId = Number(id)
  const until = Date.parse(expiresAt ?? '')
  const timeUp = () => !(Date.now() < until)
  return queryAtom(
    async () => {
      const reply = await getInquiryStatus(orderId)
      // A failed ask keeps the last status (api.ts logged it); the next trigger asks again.
      if (!reply) throw new Error('inquiry_status failed')
      if (reply.status === 'paid') emitLive({ type: 'balance', data: {} })
      return reply
    },
    {
      poll: {
        everyMs: Number(pollMs) || 3000,
        when: (data, get) =>
          (data?.status ?? 'pending') === 'pending' && (!get(liveConnectedAtom) || timeUp()),
      },
      listen: (reload) => {
        const off = onLive((event) => {
          if (event.type === 'ready' || (event.type === 'payment' && event.data.order_id === orderId))
            reload()
        })
        const left = until - Date.now()
        const timer = left > 0 ? setTimeout(reload, left) : undefined
        return () => {
          off()
          clearTimeout(timer)
        }
      },
    },
  )
})
