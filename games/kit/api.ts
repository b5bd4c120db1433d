import type { NextFair, PlayAnswer, ProviderEnvelope, RoundView, SessionView } from '../rules/wire'

/**
 * The page's client of the provider API. The session token lives in memory only (a sandboxed frame
 * may have no storage); the launch token or `demo=1` comes from the page's own URL.
 */
export class GameApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const BASE = '/provider/builtin/api'

/** One provider API call (`path` under /provider/builtin/api/): its data, or a GameApiError in Thai. */
export async function call<T>(path: string, body: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${BASE}/${path}`, {
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

/** A random id for one play: resending the same id after a network error answers the same round. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export interface GameClient<Input, Outcome> {
  readonly game: string
  session: SessionView
  play(input: Input): Promise<PlayAnswer<Input, Outcome>>
  balance(): Promise<number>
  setClientSeed(seed: string): Promise<NextFair>
  history(limit?: number): Promise<RoundView<Input, Outcome>[]>
}

/** Opens the session the page's URL names (`?token=` launch token, or `?demo=1`). */
export async function connect<Input, Outcome>(game: string): Promise<GameClient<Input, Outcome>> {
  const params = new URLSearchParams(location.search)
  const token = params.get('token')
  const demo = params.get('demo') === '1'
  if (!token && !demo) throw new GameApiError(401, 'ไม่พบลิงก์เข้าเกม กรุณาเปิดเกมจากหน้าเว็บอีกครั้ง')
  const session = await call<SessionView>(
    'session',
    token ? { game, launch_token: token } : { game, demo: true },
  )
  const client: GameClient<Input, Outcome> = {
    game,
    session,
    async play(input) {
      const request_id = newRequestId()
      const send = () =>
        call<PlayAnswer<Input, Outcome>>(`${game}/play`, { session: session.session, request_id, input })
      try {
        return await send()
      } catch (error) {
        // A lost answer: the same request id gets the same round, never a second bet.
        if (error instanceof GameApiError && error.code === 0) return send()
        throw error
      }
    },
    balance: () => call<number>('balance', { session: session.session }),
    setClientSeed: (client_seed) => call<NextFair>('seed', { session: session.session, client_seed }),
    history: (limit = 20) =>
      call<RoundView<Input, Outcome>[]>('history', { session: session.session, limit }),
  }
  return client
}
