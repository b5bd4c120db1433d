import { memberPost } from '../endpoint'
import type { WalletsReply } from '../wallet'

export const memberWallets = memberPost<WalletsReply>('member/wallets', 'account')
