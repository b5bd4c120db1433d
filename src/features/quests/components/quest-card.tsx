import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { TurnoverBar } from '../../../components/ui/turnover-bar'
import type { Quest } from '../../../contract/quests'
import { formatDateTime } from '../../../lib/thai-date'
import { QUEST_TEXT } from '../texts'

interface Props {
  quest: Quest
  busy: boolean
  onClaim: (quest: Quest) => void
}

/** One quest: title, progress bar, reward and its claim button (only once the quest is done). */
export function QuestCard({ quest, busy, onClaim }: Props) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="lg" p="4" aria-label={quest.title}>
      <Stack gap="2">
        <Text fontWeight="bold">{quest.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {quest.description}
        </Text>
        <TurnoverBar done={quest.progress} required={quest.target} label={QUEST_TEXT.progress(quest)} />
        <Text fontSize="sm">{QUEST_TEXT.progress(quest)}</Text>
        <Text fontSize="sm" color="gold.fg">
          {QUEST_TEXT.reward(quest)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {QUEST_TEXT.resets} {formatDateTime(quest.resets_at)}
        </Text>
        {quest.claimed ? (
          <Button disabled variant="outline">
            {QUEST_TEXT.claimed}
          </Button>
        ) : (
          <Button
            disabled={!quest.done}
            loading={busy}
            loadingText={QUEST_TEXT.claiming}
            onClick={() => onClaim(quest)}
          >
            {quest.done ? QUEST_TEXT.claim : QUEST_TEXT.notDone}
          </Button>
        )}
      </Stack>
    </Box>
  )
}
