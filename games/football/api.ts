import { call, GameApiError, newRequestId } from '../kit/api'
import type { BoardView, SlipAnswer } from '../rules/football-wire'

const footballCall = <T>(path: string, body: unknown) => call<T>(`football/${path}`, body)

export const loadBoard = (session: string) => footballCall<BoardView>('board', { session })

/** Places a slip; a lost answer is resent with the same request id (the same slip, one bet). */
export async function placeSlip(session: string, slip: { match_id: number; market: string; stake: number }) {
  const body = { session, request_id: newRequestId(), ...slip }
  try {
    return await footballCall<SlipAnswer>('slip', body)
  } catch (error) {
    if (error instanceof GameApiError && error.code === 0) return footballCall<SlipAnswer>('slip', body)
    throw error
  }
}
