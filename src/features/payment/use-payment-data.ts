import { atom, useAtomValue } from 'jotai'
import type { PaymentChannel, PaymentInfo } from '../../contract/payment'
import type { QueryState } from '../../lib/query'
import { paymentChannelsQueryAtom, paymentInfoQuery } from './atoms'

/** The deposit channels (null while loading; empty when none or the call failed). */
export function usePaymentChannels(): PaymentChannel[] | null {
  return useAtomValue(paymentChannelsQueryAtom).data ?? null
}

const noChannel = atom<QueryState<PaymentInfo | null>>({ data: null, error: undefined, loading: false })

/** member/payment/info of one channel (null while loading or without a channel). */
export function usePaymentInfo(channelId: number | null): PaymentInfo | null {
  const { data } = useAtomValue(channelId === null ? noChannel : paymentInfoQuery(String(channelId)))
  return channelId === null ? null : (data ?? null)
}
