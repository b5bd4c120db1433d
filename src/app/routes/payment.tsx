import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { buttonClass, ui } from '../../components/ui/plain'
import { PATHS } from '../../config/paths'
import { setCurrentOrderAtom } from '../../features/payment/atoms'
import { PaymentView } from '../../features/payment/components/payment-view'
import { PAYMENT_TEXT } from '../../features/payment/texts'
import { useCurrentOrder } from '../../features/payment/use-order-status'
import { ResponsibleOffer } from '../../features/responsible/components/offer'
import { totalBalanceAtom, walletsLoadingAtom } from '../../features/wallet/atoms'
import { formatBaht } from '../../lib/format'
import css from './payment.module.css'

function NewBalance() {
  const total = useAtomValue(totalBalanceAtom)
  const loading = useAtomValue(walletsLoadingAtom)
  return (
    <p className={css.newBalance} aria-busy={loading}>
      {PAYMENT_TEXT.newBalance} <strong>{loading ? '…' : formatBaht(total)}</strong>
    </p>
  )
}

/** After payment: where a member goes next (the games on the home page, or another deposit). */
function Onward() {
  return (
    <div className={css.onward}>
      <Link href="~/" className={buttonClass('solid')}>
        {PAYMENT_TEXT.playGames}
      </Link>
      <Link href="~/member/deposit" className={buttonClass('outline')}>
        {PAYMENT_TEXT.depositAgain}
      </Link>
    </div>
  )
}

function Payment() {
  const order = useCurrentOrder()
  const setOrder = useSetAtom(setCurrentOrderAtom)
  const paid = useRef(false)
  // The wallets reload by themselves: a paid order is a balance change (payment/atoms.ts).
  const onPaid = useCallback(() => {
    paid.current = true
  }, [])
  // A paid order is done: coming back to this page later asks the server for a pending one.
  useEffect(
    () => () => {
      if (paid.current) setOrder(null)
    },
    [setOrder],
  )
  if (order === undefined)
    return (
      <p role="status" className={ui.text}>
        {PAYMENT_TEXT.loadingOrder}
      </p>
    )
  if (order === null) {
    return (
      <div className={css.noOrder}>
        <p className={ui.text}>{PAYMENT_TEXT.noOrder}</p>
        <Link href={`~${PATHS.deposit}`} className={buttonClass('solid')}>
          {PAYMENT_TEXT.toDeposit}
        </Link>
      </div>
    )
  }
  return (
    <PaymentView
      order={order}
      onPaid={onPaid}
      paidDetails={
        <>
          <NewBalance />
          <Onward />
          <ResponsibleOffer />
        </>
      }
    />
  )
}

/** /member/payment: the PromptPay QR of the member's order until it is paid or expires. Plain CSS (router row `plain`). */
export default function PaymentPage() {
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{PAYMENT_TEXT.paymentTitle}</h1>
      <Payment />
    </div>
  )
}
