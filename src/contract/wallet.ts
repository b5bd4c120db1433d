import { type Static, Type } from 'typebox'
import { Reply } from './envelope'

export { MAIN_WALLET_TYPE } from './ledger'

export const Wallet = Type.Object({
  id: Type.Integer(),
  wallet_name: Type.String(),
  /** Baht, 2 decimals. */
  balance: Type.Number(),
  wallet_type_id: Type.Integer(),
})
export type Wallet = Static<typeof Wallet>

// POST /api/member/wallets
export const WalletsReply = Reply(Type.Array(Wallet))
export type WalletsReply = Static<typeof WalletsReply>
