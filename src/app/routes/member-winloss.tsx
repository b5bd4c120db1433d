import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useSetAtom } from 'jotai'
import { ReturnsPanel } from '../../features/cashback/components/returns-panel'
import { WinLossView } from '../../features/cashback/components/winloss-view'
import { CASHBACK_TEXT } from '../../features/cashback/texts'
import { refreshWalletsAtom } from '../../features/wallet/atoms'

/** /member/winloss: the member's win/loss per day, week and category, and the weekly loss return. */
export default function MemberWinLossPage() {
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  return (
    <Stack gap="5" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {CASHBACK_TEXT.myWinloss}
      </Heading>
      <WinLossView />
      <ReturnsPanel
        kind="weekly"
        title={CASHBACK_TEXT.weeklyTitle}
        emptyText={CASHBACK_TEXT.weeklyEmpty}
        onClaimed={() => void refreshWallets()}
      />
    </Stack>
  )
}
