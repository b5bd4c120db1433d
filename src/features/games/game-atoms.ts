import { atom } from 'jotai'
import { showToast } from '../../components/ui/toaster'
import { AGENT_CODE } from '../../config'
import { failureToast, gameLinkAlert, TOAST_SHORT_MS } from '../../lib/api-errors'
import { accessTokenAtom } from '../../lib/session'
import { getGameDemo, getGameLink, getGameWallets } from './api'
import { autoSelected, eligibleWallets } from './eligibility'
import { isMobileDevice } from './is-mobile'
import { GAME_TEXT } from './texts'
import type { Wallet } from './types'

/** Spec section 3's selected game (plus its name, for the sheet's title). */
export interface SelectedGame {
  game_id: number
  provider_id: number
  sub_provider_id: number | null
  /** Where the member started it: 'lobby', 'play' (a shared link), 'liff'. */
  source: string
  is_demo: boolean
  name: string
}

/**
 * loading: asking for the demo link or the wallets; picking: the wallet picker shows; launching:
 * a wallet was chosen and the link is on its way; playing: the frame has its link.
 */
export type GamePhase = 'idle' | 'loading' | 'picking' | 'launching' | 'playing'

export interface GameAlert {
  title: string
  description: string
}

interface GameSession {
  game: SelectedGame | null
  /** The eligible wallets the picker offers. */
  wallets: Wallet[]
  wallet: Wallet | null
  link: string | null
  phase: GamePhase
  alert: GameAlert | null
  /** Bumped by every start and close: an answer for an earlier game is dropped. */
  run: number
}

const idle = (run: number): GameSession => ({
  game: null,
  wallets: [],
  wallet: null,
  link: null,
  phase: 'idle',
  alert: null,
  run,
})
const sessionAtom = atom<GameSession>(idle(0))

export const selectedGameAtom = atom((get) => get(sessionAtom).game)
export const gameLinkAtom = atom((get) => get(sessionAtom).link)
export const gameWalletAtom = atom((get) => get(sessionAtom).wallet)
export const gamePhaseAtom = atom((get) => get(sessionAtom).phase)
export const pickerWalletsAtom = atom((get) => get(sessionAtom).wallets)
export const gameAlertAtom = atom((get) => get(sessionAtom).alert)

/** How a start ended: playing or picking (the sheet stays), failed (toast shown: close it), login (a visitor's real game). */
export type StartOutcome = 'playing' | 'picking' | 'failed' | 'login' | 'stale'

/**
 * Spec section 4, "Game start": a demo game fetches its demo link; a real game fetches the wallets
 * it accepts, keeps the eligible ones, takes the only one by itself or lets the picker ask.
 * Demo and wallet failures: the 3-second top toast (spec section 8).
 */
export const startGameAtom = atom(null, async (get, set, game: SelectedGame): Promise<StartOutcome> => {
  if (!game.is_demo && get(accessTokenAtom) === null) return 'login'
  const run = get(sessionAtom).run + 1
  set(sessionAtom, { ...idle(run), game, phase: 'loading' })
  const current = () => get(sessionAtom).run === run
  if (game.is_demo) {
    try {
      const link = await getGameDemo({
        game_id: game.game_id,
        provider_id: game.provider_id,
        is_mobile: isMobileDevice(),
        source: game.source,
        agent_code: AGENT_CODE,
      })
      if (!current()) return 'stale'
      set(sessionAtom, { ...get(sessionAtom), link, phase: 'playing' })
      return 'playing'
    } catch (error) {
      if (!current()) return 'stale'
      showToast(failureToast(error))
      set(sessionAtom, idle(run + 1))
      return 'failed'
    }
  }
  let eligible: Wallet[]
  try {
    eligible = eligibleWallets(await getGameWallets({ game_id: game.game_id, provider_id: game.provider_id }))
  } catch (error) {
    if (!current()) return 'stale'
    showToast(failureToast(error))
    set(sessionAtom, idle(run + 1))
    return 'failed'
  }
  if (!current()) return 'stale'
  set(sessionAtom, { ...get(sessionAtom), wallets: eligible, phase: 'picking' })
  const only = autoSelected(eligible)
  if (!only) return 'picking'
  return (await set(chooseWalletAtom, only)) ? 'playing' : 'picking'
})

/**
 * The member chose a wallet (or it was the only one): the toast 'กำลังนำท่านเข้าสู่เกม', then
 * POST game/link; the frame loads the link. A link failure: the alert 'พบบางอย่างผิดปกติ' with the
 * server's message, and the picker stays so another wallet (or a retry) can be chosen.
 */
export const chooseWalletAtom = atom(null, async (get, set, wallet: Wallet): Promise<boolean> => {
  const { game, run } = get(sessionAtom)
  if (!game || game.is_demo) return false
  set(sessionAtom, { ...get(sessionAtom), wallet, alert: null, phase: 'launching' })
  showToast({ title: GAME_TEXT.entering, type: 'info', duration: TOAST_SHORT_MS })
  try {
    const link = await getGameLink({
      wallet_id: wallet.id,
      game_id: game.game_id,
      provider_id: game.provider_id,
      is_mobile: isMobileDevice(),
      source: game.source,
    })
    if (get(sessionAtom).run !== run) return false
    set(sessionAtom, { ...get(sessionAtom), link, phase: 'playing' })
    return true
  } catch (error) {
    if (get(sessionAtom).run !== run) return false
    set(sessionAtom, { ...get(sessionAtom), wallet: null, phase: 'picking', alert: gameLinkAlert(error) })
    return false
  }
})

export const dismissGameAlertAtom = atom(null, (get, set) => {
  set(sessionAtom, { ...get(sessionAtom), alert: null })
})

/** Closing the sheet clears the link, the wallet and the selected game (spec section 4). */
export const closeGameAtom = atom(null, (get, set) => {
  set(sessionAtom, idle(get(sessionAtom).run + 1))
})
