import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { PollConfig, PollStats } from '../../../contract/poll'
import { POLL_TEXT } from '../texts'

interface Props {
  config: PollConfig
  stats: PollStats | undefined
  canVote: boolean
  /** The member's answer: the only choice they may vote for again (one answer per poll). */
  chosenId: number | null
  busy: boolean
  onVote: (choiceId: number) => void
}

/** Each choice with its live percentage bar and its vote button; once answered, only the answer's. */
export function PollChoices({ config, stats, canVote, chosenId, busy, onVote }: Props) {
  return (
    <Stack as="ul" gap="3" p="0" m="0">
      {config.choices.map((c) => {
        const s = stats?.choices.find((x) => x.choice_id === c.id)
        const percent = s?.percent ?? 0
        const chosen = chosenId === c.id
        return (
          <Stack
            as="li"
            key={c.id}
            listStyleType="none"
            borderWidth={chosen ? '2px' : '1px'}
            borderColor={chosen ? 'gold.solid' : undefined}
            rounded="md"
            p="3"
            gap="2"
            aria-label={c.label}
          >
            <Stack direction="row" justify="space-between" align="center">
              <Text fontWeight="semibold">{c.label}</Text>
              <Text data-testid={`percent-${c.id}`}>{`${percent}%`}</Text>
            </Stack>
            <Box h="2" bg="bg.subtle" rounded="full" overflow="hidden">
              <Box h="full" bg="gold.solid" style={{ width: `${percent}%` }} />
            </Box>
            {chosen ? (
              <Text color="gold.fg" fontWeight="semibold">
                {POLL_TEXT.yourAnswer}
              </Text>
            ) : null}
            {config.metadata.answer_choice_id === c.id ? (
              <Text color="fg.success">{POLL_TEXT.answer(c.label)}</Text>
            ) : null}
            <Button
              size="sm"
              disabled={!canVote || (chosenId !== null && !chosen)}
              loading={busy}
              onClick={() => onVote(c.id)}
              aria-label={`${POLL_TEXT.vote} ${c.label}`}
            >
              {POLL_TEXT.vote}
            </Button>
          </Stack>
        )
      })}
    </Stack>
  )
}
