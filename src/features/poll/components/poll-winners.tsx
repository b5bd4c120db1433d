import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { pollWinnersQuery } from '../atoms'
import { POLL_TEXT } from '../texts'

/** Once the answer is set: the winners (masked) and whether each was paid. */
export function PollWinners({ pollId }: { pollId: number }) {
  const { data } = useAtomValue(pollWinnersQuery(String(pollId)))
  if (!data) return null
  return (
    <Stack as="section" gap="1" aria-label={POLL_TEXT.winners}>
      <Heading as="h2" size="sm">
        {POLL_TEXT.winners}
      </Heading>
      {data.winners.length === 0 ? <Text color="fg.muted">{POLL_TEXT.noWinners}</Text> : null}
      {data.winners.map((w) => (
        <Stack key={w.name} direction="row" justify="space-between" fontSize="sm">
          <Text>{w.name}</Text>
          <Text>{w.paid ? POLL_TEXT.paid : POLL_TEXT.waiting}</Text>
        </Stack>
      ))}
    </Stack>
  )
}
