import { CopyButton } from '../../../components/ui/copy-button'
import { ui } from '../../../components/ui/plain'
import type { PaymentAccount } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'
import css from './deposit.module.css'

/** Where a member sends money: bank (or wallet) name, number and holder name, with copy buttons. */
export function AccountCard({
  account,
  numberLabel = PAYMENT_TEXT.accountNo,
  copyLabel = PAYMENT_TEXT.copyAccountNo,
}: {
  account: PaymentAccount
  numberLabel?: string
  copyLabel?: string
}) {
  return (
    <li className={ui.box} aria-label={account.bank_name}>
      <p className={ui.strong}>{account.bank_name}</p>
      <div className={css.row}>
        <div>
          <p className={ui.xsMuted}>{numberLabel}</p>
          <p className={css.number}>{account.account_no}</p>
        </div>
        <CopyButton text={account.account_no} label={copyLabel} copiedLabel={PAYMENT_TEXT.copied} />
      </div>
      <div className={css.row} style={{ marginTop: '0.25rem' }}>
        <div>
          <p className={ui.xsMuted}>{PAYMENT_TEXT.accountName}</p>
          <p className={ui.text}>{account.account_name}</p>
        </div>
        <CopyButton
          text={account.account_name}
          label={PAYMENT_TEXT.copyName}
          copiedLabel={PAYMENT_TEXT.copied}
          variant="ghost"
        />
      </div>
    </li>
  )
}
