import { useParams } from 'wouter'
import { ui } from '../../components/ui/plain'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { RoundResult } from '../../features/lotto/components/round-result'
import NotFoundPage from './error-page'

/** /lotto/result/{round_id}: one round's result (lotto/result), from a bill, the results or a category. Plain CSS. */
export default function LottoResultPage() {
  const { round_id = '' } = useParams<{ round_id?: string }>()
  const roundId = Number(round_id)
  if (!/^\d{1,9}$/.test(round_id) || roundId < 1) return <NotFoundPage />
  return (
    <div className={`${ui.page} ${ui.narrow}`}>
      <LottoTabs />
      <RoundResult key={roundId} roundId={roundId} />
    </div>
  )
}
