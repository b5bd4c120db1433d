import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { errorMessage } from '../../../lib/api-errors'
import { categoryRoundsQuery } from '../atoms'
import { LOTTO_TEXT } from '../texts'
import { LoadFailed } from './load-failed'
import { RoundRow } from './round-row'

/**
 * /lotto/category/{code}: the category's open rounds and those closed in the last 24 hours
 * (lotto/rounds), each as in the lobby, with its result once out. Countdowns follow the device's
 * clock here (lotto/rounds carries no server time); the slip checks the server's.
 */
export function CategoryRounds({ categoryId }: { categoryId: number }) {
  const query = categoryRoundsQuery(String(categoryId))
  const { data, error } = useAtomValue(query)
  const reload = useSetAtom(query)
  if (!data) {
    if (!error) return <Text color="fg.muted">{LOTTO_TEXT.roundsLoading}</Text>
    return <LoadFailed message={errorMessage(error)} onRetry={() => reload()} />
  }
  if (data.length === 0) return <Text color="fg.muted">{LOTTO_TEXT.noRounds}</Text>
  return (
    <Stack as="ul" gap="2" m="0" p="0">
      {data.map((round) => (
        <RoundRow key={round.id} round={round} clockOffset={0} />
      ))}
    </Stack>
  )
}
