import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { Withdrawal, WithdrawConfig } from '../../../contract/withdraw'
import { formatBaht } from '../../../lib/format'
import { refreshWithdrawAtom, withdrawalsAtom, withdrawConfigAtom } from '../atoms'
import { WITHDRAW_TEXT } from '../texts'
import css from './withdraw.module.css'
import { WithdrawForm } from './withdraw-form'
import { WithdrawList } from './withdraw-list'
import { type ForfeitBonus, WithdrawLocks } from './withdraw-locks'

/** What can be withdrawn now; the main balance under it when a bonus holds part of it back. */
function Withdrawable({ config }: { config: WithdrawConfig }) {
  return (
    <div>
      <p className={ui.smallMuted}>{WITHDRAW_TEXT.balance}</p>
      <p className={css.balance} data-testid="withdraw-balance">
        {formatBaht(config.withdrawable)}
      </p>
      {config.withdrawable !== config.balance ? (
        <p className={ui.smallMuted}>{WITHDRAW_TEXT.mainBalance(config.balance)}</p>
      ) : null}
    </div>
  )
}

export interface WithdrawPanelProps {
  /** After a request or a forfeit (the page refreshes the wallets). */
  onChanged: () => void
  /** "สละโบนัส": the promotion feature's call, passed in by the page. */
  forfeit: ForfeitBonus
  /** Bonus credit left, for the forfeit confirmation; null when unknown. */
  bonusLeft: number | null
}

/**
 * /member/withdraw: what can be withdrawn now and why the rest cannot (locks), the form, and the
 * requests. "ส่งคำขอถอนเงิน... แล้ว" stays only while that request waits: once the operator decided,
 * the list says how (a decided request reloads itself: withdraw/atoms.ts).
 */
export function WithdrawPanel({ onChanged, forfeit, bonusLeft }: WithdrawPanelProps) {
  const config = useAtomValue(withdrawConfigAtom)
  const items = useAtomValue(withdrawalsAtom)
  const reload = useSetAtom(refreshWithdrawAtom)
  const [sent, setSent] = useState<Withdrawal | null>(null)

  if (config === null)
    return (
      <p role="status" className={ui.text}>
        {WITHDRAW_TEXT.loading}
      </p>
    )
  if (config === 'failed') {
    return (
      <div className={css.col2}>
        <p role="alert" className={ui.text}>
          {WITHDRAW_TEXT.loadFailed}
        </p>
        <button type="button" className={buttonClass('outline')} onClick={() => reload()}>
          {WITHDRAW_TEXT.retry}
        </button>
      </div>
    )
  }
  const sentWaiting = sent && (items.find((w) => w.id === sent.id) ?? sent).status === 'waiting'
  return (
    <div className={css.panel}>
      <div className={css.col3}>
        <Withdrawable config={config} />
        {/* The reasons sit right under the figure they explain, before the form. */}
        <WithdrawLocks
          // A lock holding nothing of the main wallet (a coupon's credit binds only itself) explains nothing here.
          locks={config.locks.filter((lock) => lock.amount > 0)}
          forfeit={forfeit}
          bonusLeft={bonusLeft}
          onForfeited={() => {
            onChanged()
            reload()
          }}
        />
      </div>
      <WithdrawForm
        config={config}
        onRequested={(withdrawal) => {
          setSent(withdrawal)
          onChanged()
          reload()
        }}
      />
      {sent && sentWaiting ? (
        <p role="status" className={css.sent}>
          {WITHDRAW_TEXT.requested(sent.amount)}
        </p>
      ) : null}
      <section className={css.col2} aria-label={WITHDRAW_TEXT.history}>
        <h2 className={ui.h2}>{WITHDRAW_TEXT.history}</h2>
        <WithdrawList items={items} />
      </section>
    </div>
  )
}
