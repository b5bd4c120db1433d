import type { AppDeps } from '../deps'
import type { WalletClient } from './wallet-client'

/** What the provider's services get: the app's deps and its seamless-wallet client. */
export interface ProviderContext {
  deps: AppDeps
  wallet: WalletClient
}

/** The built-in provider's code in the operator's catalogue and on its wallet calls. */
export const PROVIDER_CODE = 'builtin'

/** A page session unused this long is over (the wallet's own session expires sooner for bets). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000

export const satangToBaht = (satang: bigint | number): number => Number(satang) / 100
