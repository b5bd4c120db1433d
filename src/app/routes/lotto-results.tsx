import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { ResultsList } from '../../features/lotto/components/results-list'
import { LOTTO_TEXT } from '../../features/lotto/texts'
import css from './lotto-page.module.css'

/** /lotto/results: results by category and draw day, latest first. Plain CSS. */
export default function LottoResultsPage() {
  return (
    <div className={css.page}>
      <h1 className={css.title}>{LOTTO_TEXT.resultsTitle}</h1>
      <LottoTabs />
      <ResultsList />
    </div>
  )
}
