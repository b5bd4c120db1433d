import { atom } from 'jotai'
import type { PaymentOrder } from '../../contract/payment'

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
