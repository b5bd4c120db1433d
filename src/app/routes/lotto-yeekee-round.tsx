import { Stack } from '@chakra-ui/react/stack'
import { Redirect, useParams } from 'wouter'
import { PATHS } from '../../config/paths'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { YeekeeBoardView } from '../../features/lotto/components/yeekee-board'
import { RealityCheck } from '../../features/responsible/components/reality-check'

/** /lotto/yeekee/{round_id}: a Yeekee round's live board, shoot box and, once out, the result's audit. */
export default function LottoYeekeeRoundPage() {
  const { round_id } = useParams<{ round_id?: string }>()
  const roundId = Number(round_id)
  if (!round_id || !/^\d{1,9}$/.test(round_id) || roundId < 1)
    return <Redirect to={PATHS.lottoYeekee} replace />
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <LottoTabs />
      <YeekeeBoardView key={roundId} roundId={roundId} />
      <RealityCheck />
    </Stack>
  )
}
