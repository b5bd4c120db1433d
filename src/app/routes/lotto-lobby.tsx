import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { LobbyList } from '../../features/lotto/components/lobby-list'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { LOTTO_TEXT } from '../../features/lotto/texts'

/** /lotto/lobby: every lottery category with its rounds (countdown or ปิดรับ) and latest result. */
export default function LottoLobbyPage() {
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {LOTTO_TEXT.lobbyTitle}
      </Heading>
      <LottoTabs />
      <LobbyList />
    </Stack>
  )
}
