import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSetAtom } from 'jotai'
import { ReturnsPanel } from '../../features/cashback/components/returns-panel'
import { CASHBACK_TEXT } from '../../features/cashback/texts'
import { refreshWalletsAtom } from '../../features/wallet/atoms'
import { WalletCards } from '../../features/wallet/components/wallet-cards'

/** /cashback: yesterday's net loss returned (and the turnover return when the operator runs it). */
export default function CashbackPage() {
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  return (
    <Stack gap="5" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {CASHBACK_TEXT.title}
      </Heading>
      <Text fontSize="sm">{CASHBACK_TEXT.intro}</Text>
      <ReturnsPanel
        kind="daily"
        title={CASHBACK_TEXT.history}
        emptyText={CASHBACK_TEXT.empty}
        onClaimed={() => void refreshWallets()}
      />
      <WalletCards />
      <ReturnsPanel
        kind="turnover"
        title={CASHBACK_TEXT.turnoverTitle}
        emptyText={CASHBACK_TEXT.turnoverIntro}
        onClaimed={() => void refreshWallets()}
        hideWhenOff
      />
    </Stack>
  )
}
