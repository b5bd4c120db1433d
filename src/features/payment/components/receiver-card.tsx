import { ui } from '../../../components/ui/plain'
import type { PaymentAccount } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'
import css from './deposit.module.css'

/**
 * Who receives a PromptPay deposit (member/payment/info): seen before the QR is made. Its box is
 * there at once (empty while the receiver loads), so the form below does not move when it comes.
 */
export function ReceiverCard({ account }: { account: PaymentAccount | null }) {
  if (!account) return <div className={`${ui.box} ${css.receiver}`} aria-hidden="true" />
  return (
    <fieldset aria-label={PAYMENT_TEXT.receiver} className={`${ui.box} ${css.receiver}`}>
      <p className={ui.xsMuted}>{PAYMENT_TEXT.receiver}</p>
      <p className={ui.strong}>{account.account_name}</p>
      <p className={`${ui.smallMuted} ${css.tabular}`}>
        {PAYMENT_TEXT.receiverId(account.bank_name, account.account_no)}
      </p>
    </fieldset>
  )
}
