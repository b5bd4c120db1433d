import { Stack } from '@chakra-ui/react/stack'
import { useParams } from 'wouter'
import { PollView } from '../../features/poll/components/poll-view'

/** /poll/{id} (id optional: poll 1, the one the event dialog opens). */
export default function PollPage() {
  const { id } = useParams<{ id?: string }>()
  const pollId = Number(id ?? '1')
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <PollView key={pollId} pollId={Number.isInteger(pollId) && pollId > 0 ? pollId : 0} />
    </Stack>
  )
}
