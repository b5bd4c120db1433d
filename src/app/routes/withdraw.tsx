import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { MoneyTabs } from '../../components/ui/money-tabs'
import { ui } from '../../components/ui/plain'
import { MAIN_WALLET_TYPE } from '../../contract/ledger'
import { forfeitPromotion } from '../../features/promotion/api'
import { refreshWalletsAtom, walletsAtom } from '../../features/wallet/atoms'
import { WalletCards } from '../../features/wallet/components/wallet-cards'
import { WithdrawPanel } from '../../features/withdraw/components/withdraw-panel'
import { WITHDRAW_TEXT } from '../../features/withdraw/texts'

/**
 * /member/withdraw: wallets, what can be withdrawn and why not the rest, the form and the requests.
 * Plain CSS (router row `plain`).
 */
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
    <div className={ui.page}>
      <h1 className={ui.title}>{WITHDRAW_TEXT.title}</h1>
      <MoneyTabs />
      <WalletCards />
      <WithdrawPanel onChanged={onChanged} forfeit={forfeitPromotion} bonusLeft={bonusLeft} />
    </div>
  )
}
