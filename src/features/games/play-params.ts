import { PATHS } from '../../config/paths'

/** What `/play` is opened with (a shared link, LINE): `?game_id=&provider_id=&demo=1&name=`. */
export interface PlayParams {
  game_id: number
  provider_id: number
  demo: boolean
  name: string
}

const positiveId = (text: string | null): number | null => {
  if (!text || !/^\d{1,9}$/.test(text)) return null
  const n = Number(text)
  return n > 0 ? n : null
}

/** The game a `/play` query names, or null when it names none (a broken or cut link). */
export function parsePlayParams(search: string): PlayParams | null {
  const q = new URLSearchParams(search)
  const game_id = positiveId(q.get('game_id'))
  const provider_id = positiveId(q.get('provider_id'))
  if (game_id === null || provider_id === null) return null
  return { game_id, provider_id, demo: q.get('demo') === '1', name: (q.get('name') ?? '').slice(0, 80) }
}

/** The `/play` link of a game (to share, or to open from LINE). */
export function playHref(p: PlayParams): string {
  const q = new URLSearchParams({ game_id: String(p.game_id), provider_id: String(p.provider_id) })
  if (p.demo) q.set('demo', '1')
  if (p.name) q.set('name', p.name)
  return `${PATHS.play}?${q}`
}
