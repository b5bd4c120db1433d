import { AppDialog } from '../../../components/ui/app-dialog'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { PaymentAccount } from '../../../contract/payment'
import { PAYMENT_TEXT } from '../texts'
import { AccountCard } from './account-card'
import css from './deposit.module.css'

export interface DepositNoticeDialogProps {
  open: boolean
  onClose: () => void
  /** The agent's bank accounts members transfer to (agent/bank_accounts); null while loading. */
  accounts: PaymentAccount[] | null
}

/** Deposit by bank transfer: the agent's accounts with copy buttons (spec section 2's deposit notice dialog). */
export function DepositNoticeDialog({ open, onClose, accounts }: DepositNoticeDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={PAYMENT_TEXT.noticeTitle}
      width={440}
      footer={
        <button type="button" className={buttonClass('solid', 'md', css.full)} onClick={onClose}>
          {PAYMENT_TEXT.close}
        </button>
      }
    >
      <div className={css.stack3}>
        <p className={ui.smallMuted}>{PAYMENT_TEXT.noticeHint}</p>
        {accounts === null ? (
          <p role="status" className={ui.text}>
            {PAYMENT_TEXT.loadingBanks}
          </p>
        ) : accounts.length === 0 ? (
          <p role="status" className={ui.text}>
            {PAYMENT_TEXT.noBanks}
          </p>
        ) : (
          <ul className={css.stack2}>
            {accounts.map((a) => (
              <AccountCard key={`${a.bank_code}-${a.account_no}`} account={a} />
            ))}
          </ul>
        )}
      </div>
    </AppDialog>
  )
}
