import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { HistoryList } from '../../features/responsible/components/history-list'
import { RESPONSIBLE_TEXT as T } from '../../features/responsible/texts'

/** /member/responsible/history: the member's play per day for the last 3 months. */
export default function ResponsibleHistoryPage() {
  return (
    <Stack gap="4" w="full" maxW="640px" mx="auto">
      <Heading as="h1" size="lg">
        {T.historyTitle}
      </Heading>
      <HistoryList />
    </Stack>
  )
}
