import { asc, eq, sql } from 'drizzle-orm'
import type { Wallet } from '../../../src/contract/wallet'
import { MAIN_WALLET_TYPE } from '../../../src/contract/wallet'
import type { DbOrTx } from '../../db/open'
import { preparedPerDb } from '../../db/prepared'
import { wallets } from '../../db/schema'
import { satangToBaht } from '../../lib/money'

export const FREE_CREDIT_WALLET_TYPE = 2

/** Every member gets these two wallets at registration. */
export const MEMBER_WALLETS = [
  { walletTypeId: MAIN_WALLET_TYPE, name: 'กระเป๋าหลัก' },
  { walletTypeId: FREE_CREDIT_WALLET_TYPE, name: 'เครดิตฟรี' },
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
    balance: satangToBaht(w.balance),
    wallet_type_id: w.walletTypeId,
  }))
}

export async function mainWalletId(db: DbOrTx, memberId: number): Promise<number | null> {
  const rows = await db.select().from(wallets).where(eq(wallets.memberId, memberId))
  return rows.find((w) => w.walletTypeId === MAIN_WALLET_TYPE)?.id ?? null
}
