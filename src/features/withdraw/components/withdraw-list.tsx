import { ui } from '../../../components/ui/plain'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import type { Withdrawal } from '../../../contract/withdraw'
import { formatBaht } from '../../../lib/format'
import { formatDateTime } from '../../../lib/thai-date'
import { WITHDRAW_TEXT } from '../texts'
import css from './withdraw.module.css'

const STATUS_CLASS = {
  waiting: css.statusWaiting,
  success: css.statusSuccess,
  failed: css.statusFailed,
} as const

/** The member's withdrawal requests, newest first, with their Thai status. */
export function WithdrawList({ items }: { items: Withdrawal[] }) {
  if (items.length === 0) return <p className={ui.muted}>{WITHDRAW_TEXT.noHistory}</p>
  return (
    <RecordList label={WITHDRAW_TEXT.history}>
      {items.map((w) => (
        <RecordItem key={w.id}>
          <div className={css.between}>
            <p className={ui.strong}>{formatBaht(w.amount)}</p>
            <p className={STATUS_CLASS[w.status]}>{WITHDRAW_TEXT.status[w.status]}</p>
          </div>
          <p className={ui.smallMuted}>{formatDateTime(w.created_at)}</p>
        </RecordItem>
      ))}
    </RecordList>
  )
}
