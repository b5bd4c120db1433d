import { and, eq, gte, sql } from 'drizzle-orm'
import {
  HOUSE_ACCOUNT_NAMES,
  HOUSE_ACCOUNTS,
  type HouseAccount,
  isHouseAccount,
  isLedgerKind,
  type LedgerKind,
} from '../../../src/contract/ledger'
import type { DbOrTx, Tx } from '../../db/open'
import { houseAccounts, ledgerEntries, ledgerTransactions, wallets } from '../../db/schema'
import { type EventDeps, type MoneyFactBody, onPosted } from './events'
import type { LedgerReference } from './references'

/** The house account on the other side of money entering or leaving the site (deposits, payouts). */
export const EXTERNAL_HOUSE: HouseAccount = 'external'

/** One leg: a member wallet or a seeded house account (src/contract/ledger.ts). */
export type Leg = { walletId: number; amount: bigint } | { house: HouseAccount; amount: bigint }

export interface PostTransactionInput<K extends LedgerKind = LedgerKind> {
  /** What moved the money (closed list in src/contract/ledger.ts). */
  kind: K
  memberId?: number | null
  /**
   * The business object behind it, from its kind's builder (references.ts): one transaction per
   * (kind, reference), so the same movement posted again throws DuplicateReferenceError.
   */
  reference: LedgerReference<K>
  memo?: string | null
  legs: Leg[]
  at: Date
}

export interface PostedTransaction {
  transactionId: number
  /** Wallet id -> balance after (satang). */
  walletBalances: Map<number, bigint>
}

/** Thrown for a house account code that is not in the vocabulary or not seeded: never created. */
export class UnknownHouseAccountError extends Error {
  constructor(readonly code: string) {
    super(`unknown house account ${code}`)
    this.name = 'UnknownHouseAccountError'
  }
}

/**
 * Creates the house accounts of the vocabulary that are missing (idempotent; run by the seed on every
 * start). The ledger only appends entries against these rows, so a typo in a code fails loudly.
 */
export async function seedHouseAccounts(db: DbOrTx): Promise<void> {
  await db
    .insert(houseAccounts)
    .values(HOUSE_ACCOUNTS.map((code) => ({ code, name: HOUSE_ACCOUNT_NAMES[code] })))
    .onConflictDoNothing()
}

/** Thrown (rolling back the whole transaction) when a debit would take a wallet below zero. */
export class InsufficientFundsError extends Error {
  constructor(readonly walletId: number) {
    super(`wallet ${walletId} has not enough balance`)
    this.name = 'InsufficientFundsError'
  }
}

/**
 * Thrown when a transaction of this kind under this reference exists already: the unique index
 * `ledger_transactions_kind_reference` refused it, nothing was written, and the database transaction
 * it ran in is aborted. A caller's own claim (idempotency key, conditional UPDATE) answers a repeat
 * before it gets here; this is the ledger's own guarantee behind them.
 */
export class DuplicateReferenceError extends Error {
  constructor(
    readonly kind: string,
    readonly reference: string,
  ) {
    super(`ledger transaction ${kind} ${reference} exists already`)
    this.name = 'DuplicateReferenceError'
  }
}

/** The unique index's violation (the driver's error, possibly wrapped by Drizzle) as DuplicateReferenceError. */
export function duplicateReferenceOr(error: unknown, kind: string, reference: string): unknown {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown }
    if (code === '23505' && constraint === 'ledger_transactions_kind_reference')
      return new DuplicateReferenceError(kind, reference)
  }
  return error
}

/**
 * Writes one balanced movement: every leg's balance is changed by a single conditional UPDATE
 * (debits only `WHERE balance >= amount`) and its entry is appended, all inside one database
 * transaction. Legs must sum to zero. Any failure rolls everything back.
 */
export async function postTransaction<K extends LedgerKind>(
  db: DbOrTx,
  input: PostTransactionInput<K>,
): Promise<PostedTransaction> {
  try {
    return await post(db, input)
  } catch (error) {
    throw duplicateReferenceOr(error, input.kind, input.reference)
  }
}

/** A movement as the writers below take it (the reference's kinds checked by postTransaction's type). */
type Posting = Omit<PostTransactionInput, 'reference'> & { reference: string }

async function post(db: DbOrTx, input: Posting): Promise<PostedTransaction> {
  if (!input.reference) throw new Error('a ledger transaction needs a reference')
  if (input.legs.length < 2) throw new Error('a transaction needs at least two legs')
  if (input.legs.some((l) => l.amount === 0n)) throw new Error('a leg cannot be zero')
  if (input.legs.reduce((sum, l) => sum + l.amount, 0n) !== 0n) throw new Error('legs must sum to zero')
  // The types close both lists; these checks keep a cast or a value from outside from widening them.
  if (!isLedgerKind(input.kind)) throw new Error(`unknown ledger kind ${input.kind}`)
  for (const leg of input.legs) {
    if ('house' in leg && !isHouseAccount(leg.house)) throw new UnknownHouseAccountError(leg.house)
  }
  // A fixed lock order (wallets by id) avoids deadlocks between movements; house legs lock nothing.
  const legs = [...input.legs].sort(compareLegs)
  const walletLegs = legs.filter((l) => 'walletId' in l)
  if (walletLegs.length === 1) return postOneWallet(db, input, walletLegs[0], legs.slice(1) as HouseLeg[])
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: input.kind,
        memberId: input.memberId ?? null,
        reference: input.reference,
        memo: input.memo ?? null,
        createdAt: input.at,
      })
      .returning({ id: ledgerTransactions.id })
    const walletBalances = new Map<number, bigint>()
    for (const leg of legs) {
      if ('walletId' in leg) {
        const balanceAfter = await moveWallet(tx, leg.walletId, leg.amount)
        walletBalances.set(leg.walletId, balanceAfter)
        await tx.insert(ledgerEntries).values({
          transactionId: row.id,
          walletId: leg.walletId,
          amountSatang: leg.amount,
          balanceAfterSatang: balanceAfter,
        })
      } else {
        // No balance row to update: the house side is only appended (see db/schema/wallet.ts).
        await tx.insert(ledgerEntries).values({
          transactionId: row.id,
          houseAccountId: sql`(select ${houseAccounts.id} from ${houseAccounts} where ${houseAccounts.code} = ${leg.house})`,
          amountSatang: leg.amount,
          balanceAfterSatang: null,
        })
      }
    }
    return { transactionId: row.id, walletBalances }
  })
}

/** A movement of a member's money (or of a member's withdrawal between house accounts). */
export interface Movement<K extends LedgerKind> extends PostTransactionInput<K> {
  memberId: number
}

/**
 * The one way a module moves money: the movement (postTransaction) and its fact posted to the
 * subscribers (events.ts `onPosted`: the live balance hint, promotions, quests...), in the caller's
 * transaction. `fact` is what the fact says besides the movement's member, time, transaction and
 * balances; a function of the posted transaction when it needs rows written after the movement
 * (a bonus's member_promotions row names its transaction). Bets move through wallet/bets.ts.
 */
export async function moveMoney<K extends LedgerKind>(
  tx: Tx,
  deps: EventDeps,
  movement: Movement<K>,
  fact: MoneyFactBody | ((posted: PostedTransaction) => Promise<MoneyFactBody>),
): Promise<PostedTransaction> {
  const posted = await postTransaction(tx, movement)
  const body = typeof fact === 'function' ? await fact(posted) : fact
  await onPosted(tx, deps, {
    ...body,
    memberId: movement.memberId,
    at: movement.at,
    transactionId: posted.transactionId,
    walletBalances: posted.walletBalances,
  } as Parameters<typeof onPosted>[2])
  return posted
}

type WalletLeg = Extract<Leg, { walletId: number }>
type HouseLeg = Extract<Leg, { house: HouseAccount }>

/**
 * The common movement (one member wallet against house accounts: every bet, win, deposit and
 * payout) as one call of the database function `ledger_post_one_wallet` (`server/db/functions/`; every
 * bet's `bet_move` builds on it): the conditional balance update, the transaction and its entries. One round trip, atomic without a savepoint, and the wallet's row lock is taken first.
 */
async function postOneWallet(
  db: DbOrTx,
  input: Posting,
  leg: WalletLeg,
  house: HouseLeg[],
): Promise<PostedTransaction> {
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )
  const result = (await db.execute(sql`
    select transaction_id, balance from ledger_post_one_wallet(${input.kind}, ${input.memberId ?? null}::int,
      ${input.reference}::text, ${input.memo ?? null}::text, ${input.at.toISOString()}::timestamptz,
      ${leg.walletId}::int, ${leg.amount.toString()}::bigint,
      array[${list(house.map((h) => h.house))}]::text[], array[${list(house.map((h) => h.amount.toString()))}]::bigint[])`)) as unknown as {
    rows: { transaction_id: number | string; balance: string | number | bigint }[]
  }
  const [row] = result.rows
  if (!row) {
    if (leg.amount < 0n) throw new InsufficientFundsError(leg.walletId)
    throw new Error(`wallet ${leg.walletId} does not exist`)
  }
  const balance = BigInt(row.balance)
  return { transactionId: Number(row.transaction_id), walletBalances: new Map([[leg.walletId, balance]]) }
}

async function moveWallet(tx: DbOrTx, walletId: number, amount: bigint): Promise<bigint> {
  const condition =
    amount < 0n
      ? and(eq(wallets.id, walletId), gte(wallets.balanceSatang, -amount))
      : eq(wallets.id, walletId)
  const [updated] = await tx
    .update(wallets)
    .set({ balanceSatang: sql`${wallets.balanceSatang} + ${amount}` })
    .where(condition)
    .returning({ balance: wallets.balanceSatang })
  if (!updated) {
    if (amount < 0n) throw new InsufficientFundsError(walletId)
    throw new Error(`wallet ${walletId} does not exist`)
  }
  return updated.balance
}

function compareLegs(a: Leg, b: Leg): number {
  if ('walletId' in a && 'walletId' in b) return a.walletId - b.walletId
  if ('walletId' in a) return -1
  if ('walletId' in b) return 1
  return a.house < b.house ? -1 : a.house > b.house ? 1 : 0
}
