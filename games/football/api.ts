import { GameApiError, newRequestId } from '../kit/api'
import type { BoardView, SlipAnswer } from '../rules/football-wire'
import type { ProviderEnvelope } from '../rules/wire'

async function call<T>(path: string, body: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/provider/builtin/api/football/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    throw new GameApiError(0, 'เชื่อมต่อไม่สำเร็จ กรุณาลองใหม่อีกครั้ง')
  }
  const answer = (await response.json().catch(() => ({ error: 500 }))) as ProviderEnvelope<T>
  if (answer.error !== 0 || answer.data === undefined)
    throw new GameApiError(answer.error, answer.message ?? 'พบบางอย่างผิดปกติ กรุณาลองใหม่อีกครั้ง')
  return answer.data
}

export const loadBoard = (session: string) => call<BoardView>('board', { session })

/** Places a slip; a lost answer is resent with the same request id (the same slip, one bet). */
export async function placeSlip(session: string, slip: { match_id: number; market: string; stake: number }) {
  const body = { session, request_id: newRequestId(), ...slip }
  try {
    return await call<SlipAnswer>('slip', body)
  } catch (error) {
    if (error instanceof GameApiError && error.code === 0) return call<SlipAnswer>('slip', body)
    throw error
  }
}
