import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { YeekeeArithmetic, YeekeeBonus, YeekeeRound, YeekeeShot } from '../../contract/yeekee'
import { liveConnectedAtom, onLive } from '../../lib/live-events'
import { accessTokenAtom } from '../../lib/session'
import { getYeekeeBoard } from './api'
import { rememberCommitmentAtom, shownCommitmentAtom } from './atoms'
import { useNow } from './countdown'
import { mergeShots, yeekeePhase } from './yeekee'

/** Without live updates (a visitor, a dropped stream) the board is asked again this often. */
export const BOARD_POLL_MS = 3000
/** After shooting closed, the board is asked this often until the result (or void) is out. */
export const RESULT_POLL_MS = 2000

/** No bonus on the board (one shared empty list, so memoised lists do not re-render for it). */
const NO_BONUS: YeekeeBonus[] = []

export interface BoardState {
  round: YeekeeRound
  /** Every shot known, newest (largest id) first. */
  shots: YeekeeShot[]
  count: number
  sum: string
  /** Distinct members who shot (the round needs YEEKEE_MIN_SHOOTERS). */
  shooters: number
  result: YeekeeArithmetic | null
  /** The position 1 and 16 bonuses of a resulted round (empty when none). */
  bonus: YeekeeBonus[]
  /** Server minus device clock, from the board's `server_time`. */
  clockOffset: number
}

/**
 * A Yeekee round's board kept up to date: loaded once (and again after a live reconnection, when
 * the member logs in or out), then new shots from the live stream (`yeekee` frames) merged by id
 * within a second; polled only while no stream is open or while the result is awaited.
 * `addShot` merges the member's own shot from the shoot reply (marked `mine`).
 */
export function useYeekeeBoard(roundId: number) {
  const [board, setBoard] = useState<BoardState | null>(null)
  const [error, setError] = useState<unknown>(null)
  const token = useAtomValue(accessTokenAtom)
  const live = useAtomValue(liveConnectedAtom)
  const remember = useSetAtom(rememberCommitmentAtom)
  const shownHash = useAtomValue(useMemo(() => shownCommitmentAtom(roundId), [roundId]))
  // One load at a time (a slow server must not have each answer dropped by the next poll); a load
  // asked for meanwhile (a live `ready`) runs once the current one is back.
  const running = useRef(false)
  const again = useRef(false)

  const load = useCallback(async (): Promise<void> => {
    if (running.current) {
      again.current = true
      return
    }
    running.current = true
    try {
      const reply = await getYeekeeBoard(roundId)
      remember(reply.round)
      setError(null)
      setBoard((current) => {
        const shots = mergeShots(current?.shots ?? [], reply.shots)
        // Live frames may have brought newer totals than this answer (or the other way round).
        const newer = current && current.count > reply.round.shot_count
        return {
          round: reply.round,
          shots,
          count: newer ? current.count : reply.round.shot_count,
          sum: newer ? current.sum : reply.round.shot_sum,
          shooters: newer ? current.shooters : reply.round.shooter_count,
          result: reply.result,
          bonus: reply.bonus?.length ? reply.bonus : NO_BONUS,
          clockOffset: Date.parse(reply.server_time) - Date.now(),
        }
      })
    } catch (e) {
      setError(e)
    } finally {
      running.current = false
    }
    if (again.current) {
      again.current = false
      await load()
    }
  }, [roundId, remember])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a login or logout reloads (`mine` follows the session)
  useEffect(() => {
    void load()
  }, [load, token])

  useEffect(
    () =>
      onLive((event) => {
        if (event.type === 'ready') void load()
        if (event.type !== 'yeekee' || event.data.round_id !== roundId) return
        const { shots, shot_count, shot_sum, shooter_count } = event.data
        setBoard((current) => {
          if (!current) return current
          const merged = mergeShots(current.shots, shots)
          const newer = shot_count > current.count
          if (merged === current.shots && !newer) return current
          return {
            ...current,
            shots: merged,
            count: newer ? shot_count : current.count,
            sum: newer ? shot_sum : current.sum,
            shooters: newer ? shooter_count : current.shooters,
          }
        })
      }),
    [roundId, load],
  )

  const now = useNow() + (board?.clockOffset ?? 0)
  const phase = board ? yeekeePhase(board.round, now) : null
  const waitsForResult = phase === 'drawing'
  const pollMs = waitsForResult
    ? RESULT_POLL_MS
    : !live && phase !== 'resulted' && phase !== 'void'
      ? BOARD_POLL_MS
      : 0
  useEffect(() => {
    if (!pollMs) return
    const timer = setInterval(() => void load(), pollMs)
    return () => clearInterval(timer)
  }, [pollMs, load])

  /**
   * The member's own shot, from the shoot reply: on the board at once, counted once (the shooters'
   * count follows with the next live frame or load: the reply does not say whether it was their first).
   */
  const addShot = useCallback((shot: YeekeeShot) => {
    setBoard((current) => {
      if (!current) return current
      const known = current.shots.some((s) => s.id === shot.id)
      const shots = mergeShots(current.shots, [shot])
      if (known) return { ...current, shots }
      return {
        ...current,
        shots,
        count: current.count + 1,
        sum: (BigInt(current.sum) + BigInt(shot.number)).toString(),
      }
    })
  }, [])

  return { board, error, phase, now, reload: load, addShot, shownHash }
}
