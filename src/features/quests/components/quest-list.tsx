import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { type ReactNode, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import type { Quest } from '../../../contract/quests'
import { errorMessage } from '../../../lib/api-errors'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { redeemQuest } from '../api'
import { eventQuestQuery, questsQueryAtom } from '../atoms'
import { QUEST_TEXT } from '../texts'
import { QuestCard } from './quest-card'

/**
 * Daily then weekly quests; claiming one calls `onClaimed` so the page reloads points and wallets.
 * With `eventId` (an event of the event dialog tied to a quest) that event's quest comes first.
 */
export function QuestList({ onClaimed, eventId }: { onClaimed: () => void; eventId?: number }) {
  const { data, error } = useAtomValue(questsQueryAtom)
  const idempotency = useIdempotencyKey()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  const claim = async (quest: Quest) => {
    setBusyId(quest.id)
    setMessage(null)
    try {
      await idempotency.send({ quest: quest.id }, (key) => redeemQuest(quest.id, key))
      setMessage({ ok: true, text: QUEST_TEXT.claimedToast(quest) })
      onClaimed()
    } catch (e) {
      setMessage({ ok: false, text: errorMessage(e) })
    } finally {
      setBusyId(null)
    }
  }

  const card = (q: Quest) => (
    <QuestCard key={q.id} quest={q} busy={busyId === q.id} onClaim={(x) => void claim(x)} />
  )
  const event = eventId === undefined ? null : <EventQuest eventId={eventId} card={card} />
  if (error && !data)
    return (
      <Stack gap="4">
        {event}
        <FormAlert message={QUEST_TEXT.loadFailed} />
      </Stack>
    )
  const quests = data ?? []
  if (data && quests.length === 0)
    return (
      <Stack gap="4">
        {event}
        <Text>{QUEST_TEXT.empty}</Text>
      </Stack>
    )
  return (
    <Stack gap="4">
      {event}
      {message ? (
        message.ok ? (
          <Text role="status" color="fg.success" fontWeight="semibold">
            {message.text}
          </Text>
        ) : (
          <FormAlert message={message.text} />
        )
      ) : null}
      {(['daily', 'weekly'] as const).map((period) => (
        <Stack as="section" key={period} gap="2" aria-label={QUEST_TEXT[period]}>
          <Heading as="h2" size="md">
            {QUEST_TEXT[period]}
          </Heading>
          <Stack as="ul" gap="3" p="0" m="0">
            {quests.filter((q) => q.period === period).map(card)}
          </Stack>
        </Stack>
      ))}
    </Stack>
  )
}

/** The quest of an event (event/quest) with its progress; its refusal in the server's words. */
function EventQuest({ eventId, card }: { eventId: number; card: (quest: Quest) => ReactNode }) {
  const { data, error } = useAtomValue(eventQuestQuery(String(eventId)))
  if (!data && !error) return null
  return (
    <Stack as="section" gap="2" aria-label={QUEST_TEXT.eventQuest}>
      <Heading as="h2" size="md">
        {QUEST_TEXT.eventQuest}
      </Heading>
      {data ? (
        <Stack as="ul" gap="3" p="0" m="0">
          {card(data)}
        </Stack>
      ) : (
        <FormAlert message={errorMessage(error)} />
      )}
    </Stack>
  )
}
