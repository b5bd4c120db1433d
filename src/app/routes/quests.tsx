import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useSetAtom } from 'jotai'
import { refreshPointsAtom } from '../../features/points/atoms'
import { PointsBadge } from '../../features/points/components/points-badge'
import { refreshQuestsAtom } from '../../features/quests/atoms'
import { QuestList } from '../../features/quests/components/quest-list'
import { QUEST_TEXT } from '../../features/quests/texts'
import { refreshWalletsAtom } from '../../features/wallet/atoms'
import { WalletCards } from '../../features/wallet/components/wallet-cards'

/** /member/creditfree: daily and weekly quests; a claim pays points or free credit (bonus wallet). */
export default function QuestsPage() {
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
        onClaimed={() => {
          refreshQuests()
          refreshPoints()
          void refreshWallets()
        }}
      />
      <WalletCards />
    </Stack>
  )
}
