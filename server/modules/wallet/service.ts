import { asc, eq, sql } from 'drizzle-orm'
import { WALLET_TYPE_NAMES, WALLET_TYPES } from '../../../src/contract/ledger'
import type { Wallet } from '../../../src/contract/wallet'
import type { DbOrTx } from '../../db/open'
import { preparedPerDb } from '../../db/prepared'
import { wallets } from '../../db/schema'
import { satangToBaht } from '../../lib/money'

/** Every member gets these two wallets at registration (the bonus wallet on first bonus). */
export const MEMBER_WALLETS = [
  { walletTypeId: WALLET_TYPES.main, name: WALLET_TYPE_NAMES[WALLET_TYPES.main] },
  { walletTypeId: WALLET_TYPES.free_credit, name: WALLET_TYPE_NAMES[WALLET_TYPES.free_credit] },
] as const

export async function createMemberWallets(tx: DbOrTx, memberId: number) {
  return tx
    .insert(wallets)
    .values(MEMBER_WALLETS.map((w) => ({ memberId, walletTypeId: w.walletTypeId, name: w.name })))
    .returning()
}

/** Every balance refresh reads this. */
const walletsOfMember = preparedPerDb((db) =>
  db
    .select()
    .from(wallets)
    .where(eq(wallets.memberId, sql.placeholder('memberId')))
    .orderBy(asc(wallets.walletTypeId))
    .prepare('wallets_of_member'),
)

export async function memberWallets(db: DbOrTx, memberId: number): Promise<Wallet[]> {
  const rows = await walletsOfMember(db).execute({ memberId })
  return rows.map((w) => ({
    id: w.id,
    wallet_name: w.name,
    balance: satangToBaht(w.balanceSatang),
    wallet_type_id: w.walletTypeId,
  }))
}

export async function mainWalletId(db: DbOrTx, memberId: number): Promise<number | null> {
  const rows = await db.select().from(wallets).where(eq(wallets.memberId, memberId))
  return rows.find((w) => w.walletTypeId === WALLET_TYPES.main)?.id ?? null
}
