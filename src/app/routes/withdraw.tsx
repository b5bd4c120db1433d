import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { MoneyTabs } from '../../components/ui/money-tabs'
import { refreshWalletsAtom } from '../../features/wallet/atoms'
import { WalletCards } from '../../features/wallet/components/wallet-cards'
import { WithdrawPanel } from '../../features/withdraw/components/withdraw-panel'
import { WITHDRAW_TEXT } from '../../features/withdraw/texts'

/** /member/withdraw: wallets, the withdraw form to the registered bank account and the requests. */
export default function WithdrawPage() {
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  const onChanged = useCallback(() => void refreshWallets(), [refreshWallets])
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {WITHDRAW_TEXT.title}
      </Heading>
      <MoneyTabs />
      <WalletCards />
      <WithdrawPanel onChanged={onChanged} />
    </Stack>
  )
}
