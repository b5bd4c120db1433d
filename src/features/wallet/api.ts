import type { WalletsReply } from '../../contract/wallet'
import { apiPost } from '../../lib/api-client'

/** POST /api/member/wallets: the member's wallets with their balances (baht). */
export const getWallets = async () =>
  (await apiPost<WalletsReply>('member/wallets', { area: 'account' })).data ?? []
