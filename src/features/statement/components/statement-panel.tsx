import { useAtomValue } from 'jotai'
import { buttonClass, ui } from '../../../components/ui/plain'
import { statementKey, statementQuery } from '../atoms'
import { failureText, STATEMENT_TEXT } from '../texts'
import { useStatementSearch } from '../use-statement-search'
import css from './statement.module.css'
import { StatementFilters } from './statement-filters'
import { StatementList } from './statement-list'

/** /member/statement: filters and page from the URL, the entries of that page, previous / next. */
export function StatementPanel() {
  const [filters, update] = useStatementSearch()
  const { data, loading, error } = useAtomValue(statementQuery(statementKey(filters)))
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  return (
    <div className={css.stack3}>
      <StatementFilters filters={filters} onChange={update} />
      {data === undefined && loading ? (
        <p role="status" className={ui.text}>
          {STATEMENT_TEXT.loading}
        </p>
      ) : !data ? (
        <p role="alert" className={ui.text}>
          {failureText(error)}
        </p>
      ) : data.items.length === 0 ? (
        <p className={ui.text}>{STATEMENT_TEXT.empty}</p>
      ) : (
        <StatementList items={data.items} />
      )}
      {data && data.total > data.page_size ? (
        <nav className={css.row} aria-label={STATEMENT_TEXT.page(filters.page, pages)}>
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={filters.page <= 1}
            onClick={() => update({ page: filters.page - 1 })}
          >
            {STATEMENT_TEXT.previous}
          </button>
          <p className={ui.small}>{STATEMENT_TEXT.page(filters.page, pages)}</p>
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={filters.page >= pages}
            onClick={() => update({ page: filters.page + 1 })}
          >
            {STATEMENT_TEXT.next}
          </button>
        </nav>
      ) : null}
    </div>
  )
}
