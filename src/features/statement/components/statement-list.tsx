import { ui } from '../../../components/ui/plain'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import type { StatementEntry } from '../../../contract/statement'
import { formatBaht } from '../../../lib/format'
import { formatDateTime } from '../../../lib/thai-date'
import { STATEMENT_TEXT } from '../texts'
import css from './statement.module.css'

/** Signed baht: `+฿500.00` in, `-฿300.00` out. */
export const signedBaht = (amount: number) => (amount > 0 ? `+${formatBaht(amount)}` : formatBaht(amount))

/** Ledger entries as the server orders them (newest first): label and detail, wallet, time, signed amount, balance after. */
export function StatementList({ items }: { items: StatementEntry[] }) {
  return (
    <RecordList label={STATEMENT_TEXT.title}>
      {items.map((e) => (
        <RecordItem key={e.id}>
          <div className={css.baseline}>
            <p className={ui.strong}>{e.detail ? `${e.label} ${e.detail}` : e.label}</p>
            <p className={e.amount < 0 ? `${css.amount} ${css.out}` : css.amount}>{signedBaht(e.amount)}</p>
          </div>
          <div className={css.meta}>
            <p className={ui.text}>
              {formatDateTime(e.created_at)} · {e.wallet_name}
            </p>
            <p className={ui.text}>
              {STATEMENT_TEXT.balanceAfter} {formatBaht(e.balance_after)}
            </p>
          </div>
        </RecordItem>
      ))}
    </RecordList>
  )
}
