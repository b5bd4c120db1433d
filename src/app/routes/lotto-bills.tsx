import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { ui } from '../../components/ui/plain'
import { BillsPanel } from '../../features/lotto/components/bills-panel'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { LOTTO_TEXT } from '../../features/lotto/texts'
import { refreshWalletsAtom } from '../../features/wallet/atoms'

/** /lotto/bills: the member's bills by round and status, their lines, and cancelling while open. Plain CSS. */
export default function LottoBillsPage() {
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  // A cancelled bill is refunded: the header's balance shows it at once.
  const onRefunded = useCallback(() => void refreshWallets(), [refreshWallets])
  return (
    <div className={`${ui.page} ${ui.narrow}`}>
      <h1 className={ui.title}>{LOTTO_TEXT.billsTitle}</h1>
      <LottoTabs />
      <BillsPanel onRefunded={onRefunded} />
    </div>
  )
}
