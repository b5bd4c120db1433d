import { and, eq } from 'drizzle-orm'
import { WALLET_TYPE_NAMES, WALLET_TYPES } from '../../../src/contract/ledger'
import type { DbOrTx } from '../../db/open'
import { wallets } from '../../db/schema'

/** Promotion bonuses and coupon credit land in this wallet type (playable, not withdrawable as such). */
export const BONUS_WALLET_TYPE = WALLET_TYPES.bonus
export const BONUS_WALLET_NAME = WALLET_TYPE_NAMES[WALLET_TYPES.bonus]

/**
 * The member's bonus wallet, created (empty) on first use. Creating a wallet row is not a balance
 * change: the credit itself always goes through the ledger (wallet/ledger.ts moveMoney).
 */
export async function ensureBonusWallet(tx: DbOrTx, memberId: number): Promise<number> {
  await tx
    .insert(wallets)
    .values({ memberId, walletTypeId: BONUS_WALLET_TYPE, name: BONUS_WALLET_NAME })
    .onConflictDoNothing()
  const [row] = await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.walletTypeId, BONUS_WALLET_TYPE)))
  if (!row) throw new Error(`member ${memberId} has no bonus wallet`)
  return row.id
}
