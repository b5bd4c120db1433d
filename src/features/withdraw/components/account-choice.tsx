import { ui } from '../../../components/ui/plain'
import type { BankAccount } from '../../../contract/auth'
import { bankLine, WITHDRAW_TEXT } from '../texts'
import css from './withdraw.module.css'

export type WithdrawAccount = 'main' | 'sub'

export interface AccountChoiceProps {
  main: BankAccount
  sub: BankAccount | null
  value: WithdrawAccount
  onChange: (value: WithdrawAccount) => void
}

function Option({
  account,
  bank,
  checked,
  onChange,
}: {
  account: WithdrawAccount
  bank: BankAccount
  checked: boolean
  onChange: (value: WithdrawAccount) => void
}) {
  return (
    <label className={`${ui.radioCard} ${css.option}${checked ? ` ${ui.chosen}` : ''}`}>
      <input
        type="radio"
        name="withdraw-account"
        value={account}
        checked={checked}
        onChange={() => onChange(account)}
      />
      <span className={css.optionText}>
        <span className={`${ui.smallMuted} ${css.block}`}>
          {account === 'main' ? WITHDRAW_TEXT.mainAccount : WITHDRAW_TEXT.subAccount}
        </span>
        <span className={`${css.account} ${css.block}`}>{bankLine(bank)}</span>
      </span>
    </label>
  )
}

/**
 * The receiving account: read-only when the member has only the registered one; with a sub account
 * ("บัญชีสำรองสำหรับถอนเงิน" on the profile) a choice of the two, the registered one first.
 */
export function AccountChoice({ main, sub, value, onChange }: AccountChoiceProps) {
  if (!sub) {
    return (
      <div>
        <p className={ui.smallMuted}>{WITHDRAW_TEXT.toAccount}</p>
        <p className={ui.strong}>{bankLine(main)}</p>
      </div>
    )
  }
  return (
    <fieldset className={css.col2}>
      <legend className={css.legend}>{WITHDRAW_TEXT.toAccount}</legend>
      <Option account="main" bank={main} checked={value === 'main'} onChange={onChange} />
      <Option account="sub" bank={sub} checked={value === 'sub'} onChange={onChange} />
    </fieldset>
  )
}
