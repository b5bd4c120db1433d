import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { ResultsList } from '../../features/lotto/components/results-list'
import { LOTTO_TEXT } from '../../features/lotto/texts'

/** /lotto/results: results by category and draw day, latest first. */
export default function LottoResultsPage() {
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {LOTTO_TEXT.resultsTitle}
      </Heading>
      <LottoTabs />
      <ResultsList />
    </Stack>
  )
}
