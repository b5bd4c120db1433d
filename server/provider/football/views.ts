import { matchMinute, team } from '../../../games/rules/football'
import type { MatchView, SlipView } from '../../../games/rules/football-wire'
import type { FootballMatch } from './settle'
import { matchResult } from './settle'
import type { FootballSlip } from './wallet'

const side = (code: string) => ({ code, name: team(code)?.name ?? code })

/**
 * A match as the page shows it at `now` (it lasts `matchSeconds`): the goals only up to the current minute (the seed, and so
 * the full result, is revealed only at full time; bets closed at kick-off anyway).
 */
export async function matchView(match: FootballMatch, now: Date, matchSeconds: number): Promise<MatchView> {
  const minute = matchMinute(match.kickoffAt.getTime(), now.getTime(), matchSeconds)
  const endsAt = new Date(match.kickoffAt.getTime() + matchSeconds * 1000)
  const phase = now < match.kickoffAt ? 'upcoming' : now < endsAt ? 'live' : 'finished'
  const goals = phase === 'upcoming' ? [] : (await matchResult(match)).goals.filter((g) => g.minute <= minute)
  return {
    match_id: match.id,
    kickoff_at: match.kickoffAt.toISOString(),
    ends_at: endsAt.toISOString(),
    home: side(match.homeCode),
    away: side(match.awayCode),
    odds: match.odds,
    phase,
    minute,
    score: {
      home: goals.filter((g) => g.side === 'home').length,
      away: goals.filter((g) => g.side === 'away').length,
    },
    goals,
    fair: {
      server_seed_hash: match.serverSeedHash,
      client_seed: match.clientSeed,
      nonce: 0,
      server_seed: phase === 'finished' ? match.serverSeed : null,
    },
  }
}

export const slipView = (slip: FootballSlip): SlipView => ({
  slip_id: slip.id,
  match_id: slip.matchId,
  market: slip.market,
  odds: slip.oddsCents / 100,
  stake: Number(slip.stakeSatang) / 100,
  payout: slip.payoutSatang === null ? null : Number(slip.payoutSatang) / 100,
  status: slip.status,
  created_at: slip.createdAt.toISOString(),
})
