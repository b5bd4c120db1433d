import { ui } from '../../components/ui/plain'
import { LobbyList } from '../../features/lotto/components/lobby-list'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { LOTTO_TEXT } from '../../features/lotto/texts'

/** /lotto/lobby: every lottery category with its rounds (countdown or ปิดรับ) and latest result. Plain CSS. */
export default function LottoLobbyPage() {
  return (
    <div className={`${ui.page} ${ui.narrow}`}>
      <h1 className={ui.title}>{LOTTO_TEXT.lobbyTitle}</h1>
      <LottoTabs />
      <LobbyList />
    </div>
  )
}
