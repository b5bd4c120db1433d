import type { RoundView } from '../../games/rules/wire'
import { satangToBaht } from './context'
import type { ProviderRound } from './settle'

/** A decided round as the page reads it, its server seed revealed (the session holds the next one). */
export const roundView = (round: ProviderRound): RoundView => ({
  round_id: round.id,
  game_code: round.gameCode,
  demo: round.demo,
  stake: satangToBaht(round.stakeSatang),
  win: satangToBaht(round.winSatang),
  input: round.input,
  outcome: round.outcome,
  status: round.status,
  created_at: round.createdAt.toISOString(),
  fair: {
    server_seed: round.serverSeed,
    server_seed_hash: round.serverSeedHash,
    client_seed: round.clientSeed,
    nonce: round.nonce,
  },
})
