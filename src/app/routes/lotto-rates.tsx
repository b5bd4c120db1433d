import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { RateTables } from '../../features/lotto/components/rate-tables'
import { LOTTO_TEXT } from '../../features/lotto/texts'

/** /lotto/rates: the rate table of each lottery category. */
export default function LottoRatesPage() {
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {LOTTO_TEXT.ratesTitle}
      </Heading>
      <LottoTabs />
      <RateTables />
    </Stack>
  )
}
