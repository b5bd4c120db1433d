/**
 * Virtual football's page API on the wire (`/provider/builtin/api/football/...`), as TypeScript
 * types the server (server/provider/football/views.ts) and the page both import.
 */
export interface MatchView {
  match_id: number
  kickoff_at: string
  ends_at: string
  home: { code: string; name: string }
  away: { code: string; name: string }
  odds: Record<string, number>
  /** 'upcoming' (bets open), 'live' (playing), 'finished' (full time; settled or being settled). */
  phase: 'upcoming' | 'live' | 'finished'
  minute: number
  score: { home: number; away: number }
  /** The goals scored so far (all of them at full time). */
  goals: { minute: number; side: 'home' | 'away' }[]
  fair: { server_seed_hash: string; client_seed: string; nonce: 0; server_seed: string | null }
}

export interface SlipView {
  slip_id: string
  match_id: number
  market: string
  odds: number
  stake: number
  /** What the slip paid once settled (0 for a losing one); null while the match is on. */
  payout: number | null
  status: string
  created_at: string
}

export interface BoardView {
  now: string
  matches: MatchView[]
  slips: SlipView[]
}

export interface SlipAnswer {
  slip: SlipView
  balance: number
}
