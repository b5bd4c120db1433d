import { and, eq, gte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { houseAccounts, ledgerEntries, ledgerTransactions, wallets } from '../../db/schema'

/** The house account on the other side of money entering or leaving the site (deposits, payouts). */
export const EXTERNAL_HOUSE = 'external'

/** One leg: a member wallet or a house account (by code, created on first use). */
export type Leg = { walletId: number; amount: bigint } | { house: string; amount: bigint }

export interface PostTransactionInput {
  /** What moved the money: 'deposit', 'withdraw', 'bet', 'payout', 'bonus', 'opening'... */
  kind: string
  memberId?: number | null
  /** The business object behind it (bill id, payment order id...). */
  reference?: string | null
  memo?: string | null
  legs: Leg[]
  at: Date
}

export interface PostedTransaction {
  transactionId: number
  /** Wallet id -> balance after (satang). */
  walletBalances: Map<number, bigint>
}

/** Thrown (rolling back the whole transaction) when a debit would take a wallet below zero. */
export class InsufficientFundsError extends Error {
  constructor(readonly walletId: number) {
    super(`wallet ${walletId} has not enough balance`)
    this.name = 'InsufficientFundsError'
  }
}

/**
 * Writes one balanced movement: every leg's balance is changed by a single conditional UPDATE
 * (debits only `WHERE balance >= amount`) and its entry is appended, all inside one database
 * transaction. Legs must sum to zero. Any failure rolls everything back.
 */
export async function postTransaction(db: DbOrTx, input: PostTransactionInput): Promise<PostedTransaction> {
  if (input.legs.length < 2) throw new Error('a transaction needs at least two legs')
  if (input.legs.some((l) => l.amount === 0n)) throw new Error('a leg cannot be zero')
  if (input.legs.reduce((sum, l) => sum + l.amount, 0n) !== 0n) throw new Error('legs must sum to zero')
  // A fixed lock order (wallets by id, then house accounts by code) avoids deadlocks between movements.
  const legs = [...input.legs].sort(compareLegs)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: input.kind,
        memberId: input.memberId ?? null,
        reference: input.reference ?? null,
        memo: input.memo ?? null,
        createdAt: input.at,
      })
      .returning({ id: ledgerTransactions.id })
    const walletBalances = new Map<number, bigint>()
    for (const leg of legs) {
      if ('walletId' in leg) {
        const balanceAfter = await moveWallet(tx, leg.walletId, leg.amount)
        walletBalances.set(leg.walletId, balanceAfter)
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: row.id, walletId: leg.walletId, amount: leg.amount, balanceAfter })
      } else {
        const house = await moveHouse(tx, leg.house, leg.amount)
        await tx.insert(ledgerEntries).values({
          transactionId: row.id,
          houseAccountId: house.id,
          amount: leg.amount,
          balanceAfter: house.balance,
        })
      }
    }
    return { transactionId: row.id, walletBalances }
  })
}

async function moveWallet(tx: DbOrTx, walletId: number, amount: bigint): Promise<bigint> {
  const condition =
    amount < 0n ? and(eq(wallets.id, walletId), gte(wallets.balance, -amount)) : eq(wallets.id, walletId)
  const [updated] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${amount}` })
    .where(condition)
    .returning({ balance: wallets.balance })
  if (!updated) {
    if (amount < 0n) throw new InsufficientFundsError(walletId)
    throw new Error(`wallet ${walletId} does not exist`)
  }
  return updated.balance
}

async function moveHouse(tx: DbOrTx, code: string, amount: bigint) {
  const [house] = await tx
    .insert(houseAccounts)
    .values({ code, name: code, balance: amount })
    .onConflictDoUpdate({
      target: houseAccounts.code,
      set: { balance: sql`${houseAccounts.balance} + ${amount}` },
    })
    .returning({ id: houseAccounts.id, balance: houseAccounts.balance })
  return house
}

function compareLegs(a: Leg, b: Leg): number {
  if ('walletId' in a && 'walletId' in b) return a.walletId - b.walletId
  if ('walletId' in a) return -1
  if ('walletId' in b) return 1
  return a.house < b.house ? -1 : a.house > b.house ? 1 : 0
}
