import { ui } from '../../components/ui/plain'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { ResultsList } from '../../features/lotto/components/results-list'
import { LOTTO_TEXT } from '../../features/lotto/texts'

/** /lotto/results: results by category and draw day, latest first. Plain CSS. */
export default function LottoResultsPage() {
  return (
    <div className={`${ui.page} ${ui.narrow}`}>
      <h1 className={ui.title}>{LOTTO_TEXT.resultsTitle}</h1>
      <LottoTabs />
      <ResultsList />
    </div>
  )
}
