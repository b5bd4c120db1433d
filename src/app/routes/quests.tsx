import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useSetAtom } from 'jotai'
import { useSearch } from 'wouter'
import { refreshPointsAtom } from '../../features/points/atoms'
import { PointsBadge } from '../../features/points/components/points-badge'
import { refreshQuestsAtom } from '../../features/quests/atoms'
import { QuestList } from '../../features/quests/components/quest-list'
import { QUEST_TEXT } from '../../features/quests/texts'
import { refreshWalletsAtom } from '../../features/wallet/atoms'
import { WalletCards } from '../../features/wallet/components/wallet-cards'

/**
 * /member/creditfree: daily and weekly quests; a claim pays points or free credit (bonus wallet).
 * `?event=<id>` (an event tied to a quest, from the event dialog) shows that event's quest first.
 */
export default function QuestsPage() {
  const event = Number(new URLSearchParams(useSearch()).get('event'))
  const eventId = Number.isInteger(event) && event > 0 ? event : undefined
  const refreshQuests = useSetAtom(refreshQuestsAtom)
  const refreshPoints = useSetAtom(refreshPointsAtom)
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  return (
    <Stack gap="4" w="full" maxW="640px" mx="auto">
      <Heading as="h1" size="lg">
        {QUEST_TEXT.title}
      </Heading>
      <PointsBadge />
      <QuestList
        eventId={eventId}
        onClaimed={() => {
          refreshQuests(eventId)
          refreshPoints()
          void refreshWallets()
        }}
      />
      <WalletCards />
    </Stack>
  )
}
