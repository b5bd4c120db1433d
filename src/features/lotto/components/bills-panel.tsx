import { useAtomValue, useSetAtom } from 'jotai'
import { useId } from 'react'
import fieldCss from '../../../components/form/field.module.css'
import { PlainSelect } from '../../../components/form/plain-select'
import { ui } from '../../../components/ui/plain'
import { RecordList } from '../../../components/ui/record-list'
import { errorMessage } from '../../../lib/api-errors'
import { billsKey, billsQuery } from '../atoms'
import { BILL_STATUS_LABELS, LOTTO_TEXT } from '../texts'
import { BILL_STATUSES, useLottoSearch } from '../use-lotto-search'
import { BillItem } from './bill-item'
import css from './bills.module.css'
import { LoadFailed } from './load-failed'

/**
 * The member's bills (`?round=&status=`), newest first; each opens its lines and can be cancelled
 * while its round is open. `onRefunded` lets the page refresh the balance after a cancel. Plain CSS.
 */
export function BillsPanel({ onRefunded }: { onRefunded: () => void }) {
  const [filters, update] = useLottoSearch()
  const query = billsQuery(billsKey(filters.round, filters.status))
  const { data, error } = useAtomValue(query)
  const reload = useSetAtom(query)
  const roundId = useId()
  const statusId = useId()
  const items = data?.items ?? []
  // The rounds to filter by: those of the bills shown, and the one chosen.
  const rounds = new Map(items.map((b) => [b.round.id, b.round.title]))
  return (
    <div className={css.panel}>
      <div className={css.filters}>
        <div className={fieldCss.field}>
          <label className={fieldCss.label} htmlFor={roundId}>
            {LOTTO_TEXT.round}
          </label>
          <PlainSelect
            id={roundId}
            value={filters.round ?? ''}
            onChange={(e) => update({ round: Number(e.target.value) || null })}
          >
            <option value="">{LOTTO_TEXT.allRounds}</option>
            {filters.round && !rounds.has(filters.round) ? (
              <option value={filters.round}>#{filters.round}</option>
            ) : null}
            {[...rounds].map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </PlainSelect>
        </div>
        <div className={fieldCss.field}>
          <label className={fieldCss.label} htmlFor={statusId}>
            {LOTTO_TEXT.status}
          </label>
          <PlainSelect
            id={statusId}
            value={filters.status ?? ''}
            onChange={(e) => update({ status: (e.target.value || null) as typeof filters.status })}
          >
            <option value="">{LOTTO_TEXT.allStatuses}</option>
            {BILL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {BILL_STATUS_LABELS[s]}
              </option>
            ))}
          </PlainSelect>
        </div>
      </div>
      {!data ? (
        error ? (
          <LoadFailed message={errorMessage(error) || LOTTO_TEXT.billsFailed} onRetry={() => reload()} />
        ) : (
          <p className={ui.muted}>{LOTTO_TEXT.billsLoading}</p>
        )
      ) : items.length === 0 ? (
        <p className={ui.muted}>{LOTTO_TEXT.noBills}</p>
      ) : (
        <RecordList label={LOTTO_TEXT.billsTitle}>
          {items.map((bill) => (
            <BillItem
              key={bill.id}
              bill={bill}
              onCancelled={() => {
                reload()
                onRefunded()
              }}
            />
          ))}
        </RecordList>
      )}
    </div>
  )
}
