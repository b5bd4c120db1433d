import type { PaymentAccount } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'
import css from './deposit.module.css'

/**
 * Who receives a PromptPay deposit (member/payment/info): seen before the QR is made. Its box is
 * there at once (empty while the receiver loads), so the form below does not move when it comes.
 */
export function ReceiverCard({ account }: { account: PaymentAccount | null }) {
  if (!account) return <div className={`${css.box} ${css.receiver}`} aria-hidden="true" />
  return (
    <fieldset aria-label={PAYMENT_TEXT.receiver} className={`${css.group} ${css.box} ${css.receiver}`}>
      <p className={css.label}>{PAYMENT_TEXT.receiver}</p>
      <p className={css.strong}>{account.account_name}</p>
      <p className={`${css.muted} ${css.tabular}`}>
        {PAYMENT_TEXT.receiverId(account.bank_name, account.account_no)}
      </p>
    </fieldset>
  )
}
