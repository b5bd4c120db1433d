import { useEffect, useState } from 'react'
import type { PaymentChannel, PaymentInfo } from '../../contract/payment'
import { getPaymentChannels, getPaymentInfo } from './api'

/** The deposit channels (null while loading; empty when none or the call failed). */
export function usePaymentChannels(): PaymentChannel[] | null {
  const [channels, setChannels] = useState<PaymentChannel[] | null>(null)
  useEffect(() => {
    let live = true
    void getPaymentChannels().then((list) => {
      if (live) setChannels(list)
    })
    return () => {
      live = false
    }
  }, [])
  return channels
}

/** member/payment/info of one channel (null while loading or without a channel). */
export function usePaymentInfo(channelId: number | null): PaymentInfo | null {
  const [info, setInfo] = useState<{ id: number; info: PaymentInfo | null } | null>(null)
  useEffect(() => {
    if (channelId === null) return
    let live = true
    void getPaymentInfo(channelId).then((data) => {
      if (live) setInfo({ id: channelId, info: data ?? null })
    })
    return () => {
      live = false
    }
  }, [channelId])
  return info && info.id === channelId ? info.info : null
}
