import { LobbyList } from '../../features/lotto/components/lobby-list'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import { LOTTO_TEXT } from '../../features/lotto/texts'
import css from './lotto-page.module.css'

/** /lotto/lobby: every lottery category with its rounds (countdown or ปิดรับ) and latest result. Plain CSS. */
export default function LottoLobbyPage() {
  return (
    <div className={css.page}>
      <h1 className={css.title}>{LOTTO_TEXT.lobbyTitle}</h1>
      <LottoTabs />
      <LobbyList />
    </div>
  )
}
