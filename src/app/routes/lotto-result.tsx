import { Stack } from '@chakra-ui/react/stack'
import { useParams } from 'wouter'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { RoundResult } from '../../features/lotto/components/round-result'
import NotFoundPage from './error-page'

/** /lotto/result/{round_id}: one round's result (lotto/result), from a bill, the results or a category. */
export default function LottoResultPage() {
  const { round_id = '' } = useParams<{ round_id?: string }>()
  const roundId = Number(round_id)
  if (!/^\d{1,9}$/.test(round_id) || roundId < 1) return <NotFoundPage />
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <LottoTabs />
      <RoundResult key={roundId} roundId={roundId} />
    </Stack>
  )
}
