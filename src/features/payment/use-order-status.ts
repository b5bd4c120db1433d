import { useAtomValue } from 'jotai'
import type { PaymentOrder, PaymentOrderStatus } from '../../contract/payment'
import { orderStatusQuery, paymentPageOrderAtom } from './atoms'

/**
 * The order /member/payment shows: the one just generated, or after a reload the member's pending
 * order from qrcode_info. `undefined` while asking, `null` when there is none.
 */
export function useCurrentOrder(): PaymentOrder | null | undefined {
  return useAtomValue(paymentPageOrderAtom)
}

/** The order's status as the server last said it (live events, the countdown's end, polling without a stream). */
export function useOrderStatus(order: PaymentOrder, pollMs: number) {
  const { data } = useAtomValue(orderStatusQuery(`${order.id}|${order.expires_at}|${pollMs}`))
  const status: PaymentOrderStatus = data?.status ?? order.status
  return { status, credited: data?.credited_amount ?? 0, bonus: data?.bonus_amount ?? 0 }
}
