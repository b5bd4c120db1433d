import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { MoneyTabs } from '../../components/ui/money-tabs'
import { MAIN_WALLET_TYPE } from '../../contract/ledger'
import { forfeitPromotion } from '../../features/promotion/api'
import { refreshWalletsAtom, walletsAtom } from '../../features/wallet/atoms'
import { WalletCards } from '../../features/wallet/components/wallet-cards'
import { WithdrawPanel } from '../../features/withdraw/components/withdraw-panel'
import { WITHDRAW_TEXT } from '../../features/withdraw/texts'

/** /member/withdraw: wallets, what can be withdrawn and why not the rest, the form and the requests. */
export default function WithdrawPage() {
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  const onChanged = useCallback(() => void refreshWallets(), [refreshWallets])
  // Bonus and coupon credit sit in the wallets other than the main one: what a forfeit takes away.
  const wallets = useAtomValue(walletsAtom)
  const bonusLeft = wallets.length
    ? Math.round(
        wallets
          .filter((w) => w.wallet_type_id !== MAIN_WALLET_TYPE)
          .reduce((sum, w) => sum + w.balance * 100, 0),
      ) / 100
    : null
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {WITHDRAW_TEXT.title}
      </Heading>
      <MoneyTabs />
      <WalletCards />
      <WithdrawPanel onChanged={onChanged} forfeit={forfeitPromotion} bonusLeft={bonusLeft} />
    </Stack>
  )
}
