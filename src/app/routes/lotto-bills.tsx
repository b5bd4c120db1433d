import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { BillsPanel } from '../../features/lotto/components/bills-panel'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { LOTTO_TEXT } from '../../features/lotto/texts'
import { refreshWalletsAtom } from '../../features/wallet/atoms'

/** /lotto/bills: the member's bills by round and status, their lines, and cancelling while open. */
export default function LottoBillsPage() {
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  // A cancelled bill is refunded: the header's balance shows it at once.
  const onRefunded = useCallback(() => void refreshWallets(), [refreshWallets])
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {LOTTO_TEXT.billsTitle}
      </Heading>
      <LottoTabs />
      <BillsPanel onRefunded={onRefunded} />
    </Stack>
  )
}
