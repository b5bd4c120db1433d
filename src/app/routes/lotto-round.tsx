import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { Redirect, useParams } from 'wouter'
import { ui } from '../../components/ui/plain'
import { PATHS } from '../../config/paths'
import { BetSlip } from '../../features/lotto/components/bet-slip'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { RealityCheck } from '../../features/responsible/components/reality-check'
import { refreshWalletsAtom } from '../../features/wallet/atoms'

/** /lotto/{round_id}: the round's bet slip; without a round id, the lobby to choose one. */
export default function LottoRoundPage() {
  const { round_id } = useParams<{ round_id?: string }>()
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  // The stake left the wallet: the header's balance shows it at once (live events may follow).
  const onPlaced = useCallback(() => void refreshWallets(), [refreshWallets])
  const roundId = Number(round_id)
  if (!round_id || !/^\d{1,9}$/.test(round_id) || roundId < 1)
    return <Redirect to={PATHS.lottoLobby} replace />
  return (
    <div className={`${ui.page} ${ui.narrow}`}>
      <LottoTabs />
      <BetSlip key={roundId} roundId={roundId} onPlaced={onPlaced} />
      <RealityCheck />
    </div>
  )
}
