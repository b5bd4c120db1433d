import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'

/** POST /api/member/wallets: the member's wallets with their balances (baht). */
export const getWallets = async () => (await call(endpoints.memberWallets)).data ?? []
