import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Link, Redirect, useLocation, useSearch } from 'wouter'
import { CloseIcon } from '../../components/ui/icons'
import { buttonClass, ui } from '../../components/ui/plain'
import { allLobbiesPath, PATHS } from '../../config/paths'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { GamePlayer } from '../../features/games/components/game-player'
import css from '../../features/games/components/sheet.module.css'
import { closeGameAtom, startGameAtom } from '../../features/games/game-atoms'
import { parsePlayParams } from '../../features/games/play-params'
import { GAME_TEXT } from '../../features/games/texts'
import { RealityCheck } from '../../features/responsible/components/reality-check'
import { refreshWalletsAtom } from '../../features/wallet/atoms'
import { liffBoot } from '../../lib/liff'

/**
 * /play (game layout): one game full page, from a shared link or LINE:
 * `?game_id=&provider_id=` (+ `demo=1`, `name=`). A demo plays for anyone; a real game asks a
 * visitor to log in first and comes back here. Leaving clears the game and reloads the balances.
 */
export default function PlayPage() {
  const search = useSearch()
  const params = parsePlayParams(search)
  const loggedIn = useAtomValue(isLoggedInAtom)
  if (!params) return <NoGame />
  if (!params.demo && !loggedIn) {
    return <Redirect to={`~${PATHS.login}?next=${encodeURIComponent(`${PATHS.play}?${search}`)}`} replace />
  }
  return <PlayingPage key={search} params={params} />
}

function PlayingPage({ params }: { params: NonNullable<ReturnType<typeof parsePlayParams>> }) {
  const start = useSetAtom(startGameAtom)
  const closeGame = useSetAtom(closeGameAtom)
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  const [, navigate] = useLocation()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    setFailed(false)
    void start({
      game_id: params.game_id,
      provider_id: params.provider_id,
      sub_provider_id: null,
      source: liffBoot().status === 'ready' ? 'liff' : 'play',
      is_demo: params.demo,
      name: params.name,
    }).then((outcome) => setFailed(outcome === 'failed'))
    return () => closeGame()
  }, [params.game_id, params.provider_id, params.demo, params.name, start, closeGame])
  const leave = () => {
    closeGame()
    refreshWallets()
    navigate(`~${allLobbiesPath}`)
  }
  if (failed) return <NoGame />
  return (
    <div className={css.page}>
      <div className={css.bar}>
        <h1 className={css.title}>{params.name || GAME_TEXT.games}</h1>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', ui.square)}
          aria-label={GAME_TEXT.closeGame}
          onClick={leave}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <div className={css.body}>
        <GamePlayer />
      </div>
      <RealityCheck onLeave={leave} />
    </div>
  )
}

function NoGame() {
  return (
    <div className={css.page}>
      <p className={css.status} role="status" style={{ flexDirection: 'column', gap: '1rem' }}>
        {GAME_TEXT.gameNotFound}
        <Link href={`~${allLobbiesPath}`} className={buttonClass('solid')}>
          {GAME_TEXT.allGames}
        </Link>
      </p>
    </div>
  )
}
