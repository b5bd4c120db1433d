import { MAIN_WALLET_TYPE } from '../../contract/ledger'
import type { Wallet } from './types'

/**
 * Spec section 5: a wallet can pay for a game when its balance is above 0, or it is the main wallet
 * (wallet_type_id 1: a member with nothing yet still gets into the game, and the game says so).
 */
export const isEligible = (wallet: Wallet): boolean =>
  wallet.balance > 0 || wallet.wallet_type_id === MAIN_WALLET_TYPE

export const eligibleWallets = (wallets: readonly Wallet[]): Wallet[] => wallets.filter(isEligible)

/** Spec section 4: exactly one eligible wallet is chosen without asking; otherwise the picker asks. */
export const autoSelected = (eligible: readonly Wallet[]): Wallet | null =>
  eligible.length === 1 ? eligible[0] : null
