import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import type { PaymentOrder, PaymentOrderStatus } from '../../contract/payment'
import { getInquiryStatus, getQrcodeInfo } from './api'
import { currentOrderAtom, setCurrentOrderAtom } from './atoms'

/**
 * The order /member/payment shows: the one just generated, or after a reload the member's pending
 * order from qrcode_info. `undefined` while asking, `null` when there is none.
 */
export function useCurrentOrder(): PaymentOrder | null | undefined {
  const order = useAtomValue(currentOrderAtom)
  const setOrder = useSetAtom(setCurrentOrderAtom)
  const [asked, setAsked] = useState(order !== null)
  useEffect(() => {
    if (order || asked) return
    let live = true
    void getQrcodeInfo().then((found) => {
      if (!live) return
      if (found) setOrder(found)
      setAsked(true)
    })
    return () => {
      live = false
    }
  }, [order, asked, setOrder])
  return order ?? (asked ? null : undefined)
}

/**
 * Polls inquiry_status every `pollMs` while the order is pending (also once its time is up: the
 * server says whether it expired or was paid at the last second). Stops at paid or expired.
 */
export function useOrderStatus(order: PaymentOrder, secondsLeft: number, pollMs: number) {
  const [status, setStatus] = useState<PaymentOrderStatus>(order.status)
  const [credited, setCredited] = useState(0)
  const [bonus, setBonus] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order starts over
  useEffect(() => {
    setStatus(order.status)
    setCredited(0)
    setBonus(0)
  }, [order.id])
  const timeUp = secondsLeft === 0
  useEffect(() => {
    if (status !== 'pending') return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      const reply = await getInquiryStatus(order.id)
      if (!live) return
      if (reply && reply.status !== 'pending') {
        setCredited(reply.credited_amount)
        setBonus(reply.bonus_amount)
        setStatus(reply.status)
        return
      }
      // Past the expiry the server must say "expired": keep asking, less often.
      timer = setTimeout(poll, timeUp ? pollMs * 2 : pollMs)
    }
    timer = setTimeout(poll, timeUp ? 0 : pollMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [order.id, status, timeUp, pollMs])
  return { status, credited, bonus }
}
