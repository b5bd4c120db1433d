/**
 * The built-in provider's page API on the wire (`/provider/builtin/api/...`), as TypeScript types
 * both sides import: the server's TypeBox schemas (server/provider/schemas.ts) describe the same
 * shapes. Answers are `{ error, message?, data? }` like the site's; amounts are baht numbers.
 */
export interface ProviderEnvelope<D> {
  error: number
  message?: string
  data?: D
}

/** What the next round will be decided with: the seed's hash now, the seed after the round. */
export interface NextFair {
  server_seed_hash: string
  client_seed: string
  nonce: number
}

export interface SessionView {
  /** The page's session token (kept in memory only; sent with every call). */
  session: string
  game_code: string
  demo: boolean
  balance: number
  currency: 'THB'
  next: NextFair
}

export interface RoundFair {
  server_seed: string
  server_seed_hash: string
  client_seed: string
  nonce: number
}

export interface RoundView<Input = unknown, Outcome = unknown> {
  round_id: string
  game_code: string
  demo: boolean
  stake: number
  win: number
  input: Input
  outcome: Outcome
  /** 'settled' when paid; 'open' while the win is still on its way to the wallet. */
  status: string
  created_at: string
  fair: RoundFair
}

export interface PlayAnswer<Input = unknown, Outcome = unknown> {
  round: RoundView<Input, Outcome>
  balance: number
  next: NextFair
}
