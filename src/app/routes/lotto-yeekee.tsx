import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { YeekeeRounds } from '../../features/lotto/components/yeekee-rounds'
import { YEEKEE_TEXT } from '../../features/lotto/texts'

/** /lotto/yeekee: the Yeekee rounds around now, each to its board (shooting, result) and its slip. */
export default function LottoYeekeePage() {
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {YEEKEE_TEXT.allRounds}
      </Heading>
      <LottoTabs />
      <YeekeeRounds />
    </Stack>
  )
}
