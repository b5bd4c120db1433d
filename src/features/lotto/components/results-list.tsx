import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { recentYears, ThaiDateField } from '../../../components/form/thai-date-field'
import { buttonClass } from '../../../components/ui/plain'
import { lottoResultPath } from '../../../config/paths'
import type { LottoResult } from '../../../contract/lotto'
import { errorMessage } from '../../../lib/api-errors'
import { formatDate } from '../../../lib/thai-date'
import { resultsKey, resultsQuery } from '../atoms'
import { LOTTO_TEXT } from '../texts'
import { categoryId, useLottoSearch } from '../use-lotto-search'
import { CategorySelect } from './category-select'
import { DrawnNumbers } from './drawn-numbers'
import { LoadFailed } from './load-failed'
import css from './results-list.module.css'

/** The draw years the results filter offers (Buddhist era on screen). */
const RESULT_YEARS = recentYears(3)

/**
 * /lotto/results: results by category and draw day (URL `?category=&date=`), latest first; each opens
 * its round's own result page ("ดูผลรางวัล").
 */
export function ResultsList() {
  const [filters, update] = useLottoSearch()
  const query = resultsQuery(resultsKey(categoryId(filters.category), filters.date))
  const { data, error } = useAtomValue(query)
  const reload = useSetAtom(query)
  return (
    <div className={css.results}>
      <div className={css.filters}>
        <CategorySelect
          value={filters.category}
          onChange={(category) => update({ category })}
          allLabel="ทุกหวย"
        />
        <ThaiDateField
          label={LOTTO_TEXT.date}
          value={filters.date ?? null}
          years={RESULT_YEARS}
          onChange={(date) => update({ date })}
        />
      </div>
      {!data ? (
        error ? (
          <LoadFailed message={errorMessage(error) || LOTTO_TEXT.resultsFailed} onRetry={() => reload()} />
        ) : (
          <p className={css.muted}>{LOTTO_TEXT.resultsLoading}</p>
        )
      ) : data.items.length === 0 ? (
        <p className={css.muted}>{LOTTO_TEXT.noResults}</p>
      ) : (
        <ul className={css.list} aria-label={LOTTO_TEXT.resultsTitle}>
          {data.items.map((r) => (
            <ResultItem key={r.round_id} result={r} />
          ))}
        </ul>
      )}
    </div>
  )
}

function ResultItem({ result }: { result: LottoResult }) {
  return (
    <li className={css.item} aria-label={result.title}>
      <div className={css.head}>
        <p className={css.title}>{result.title}</p>
        <p className={css.date}>
          {formatDate(`${result.draw_date}T00:00:00+07:00`)}
          {result.demo ? ` · ${LOTTO_TEXT.demo}` : ''}
        </p>
      </div>
      <DrawnNumbers result={result} />
      <div className={css.actions}>
        <Link href={`~${lottoResultPath(result.round_id)}`} className={buttonClass('outline', 'xs')}>
          {LOTTO_TEXT.seeResult}
        </Link>
      </div>
    </li>
  )
}
