import { and, eq } from 'drizzle-orm'
import type { BetCategory } from '../../../../src/contract/ledger'
import type { SeamlessMoneyReply } from '../../../../src/contract/seamless'
import type { Tx } from '../../../db/open'
import { gameRounds, gameTransactions } from '../../../db/schema'
import { parseBahtAmount } from '../../../lib/money'
import { requestHash } from '../../wallet/idempotency'
import type { SigningProvider } from './provider-keys'
import { findSession, type GameSession, walletBalance } from './session'

export type MoneyKind = 'bet' | 'win' | 'rollback'
export type TransactionState = 'pending' | 'accepted' | 'refused' | 'rolled_back' | 'cancelled'
export type TransactionRow = typeof gameTransactions.$inferSelect
export type GameRoundRow = typeof gameRounds.$inferSelect

/** A single bet above this is refused with BET_LIMIT_EXCEEDED (baht 1,000,000). */
export const MAX_BET_SATANG = 100_000_000n

/** Bet amounts: above 0 with at most 2 decimals; wins may be 0. null = INVALID_REQUEST. */
export function parseAmount(amount: number, allowZero: boolean): bigint | null {
  if (allowZero && amount === 0) return 0n
  return parseBahtAmount(amount)
}

export const INVALID: SeamlessMoneyReply = { status: 'INVALID_REQUEST' }

/** The ledger's product and reference of a provider movement (games-interfaces.md). */
export const productOf = (provider: SigningProvider, gameCode: string, category: string) => ({
  category: category as BetCategory,
  game: `${provider.code}:${gameCode}`.slice(0, 64),
})
export const referenceOf = (provider: SigningProvider, transactionId: string) =>
  `game:${provider.code}:${transactionId}`

export interface Claim {
  kind: MoneyKind
  roundId: string
  /** What defines the call besides its id (round, game, amount, target), hashed. */
  content: unknown
}

export type Claimed = { fresh: true; id: number } | { fresh: false; answer: SeamlessMoneyReply }

/**
 * Claims (provider, transaction id) in the caller's transaction: the first call inserts its row
 * (a concurrent repeat waits on the unique index until this one commits); a repeat of the same call
 * gets the stored answer; the same id with another call or content gets INVALID_REQUEST. A row a
 * rollback left for a bet that had not arrived answers that bet with its stored refusal.
 */
export async function claim(
  tx: Tx,
  provider: SigningProvider,
  transactionId: string,
  c: Claim,
  at: Date,
): Promise<Claimed> {
  const hash = requestHash(`seamless.${c.kind}`, c.content)
  const [inserted] = await tx
    .insert(gameTransactions)
    .values({
      providerId: provider.id,
      transactionId,
      kind: c.kind,
      state: 'pending',
      roundId: c.roundId,
      requestHash: hash,
      answer: { status: 'UNKNOWN_ERROR' },
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: gameTransactions.id })
  if (inserted) return { fresh: true, id: inserted.id }
  const [existing] = await tx
    .select()
    .from(gameTransactions)
    .where(
      and(eq(gameTransactions.providerId, provider.id), eq(gameTransactions.transactionId, transactionId)),
    )
  const same =
    existing && existing.kind === c.kind && (existing.requestHash === hash || existing.state === 'cancelled')
  return { fresh: false, answer: same ? (existing.answer as SeamlessMoneyReply) : INVALID }
}

export interface Settled {
  state: TransactionState
  answer: SeamlessMoneyReply
  memberId?: number | null
  walletId?: number | null
  amountSatang?: bigint
  ledgerTransactionId?: number | null
}

/** Stores the outcome of a claimed call: replays answer exactly this. */
export async function settle(tx: Tx, id: number, s: Settled): Promise<SeamlessMoneyReply> {
  await tx
    .update(gameTransactions)
    .set({
      state: s.state,
      answer: s.answer,
      memberId: s.memberId ?? null,
      walletId: s.walletId ?? null,
      amountSatang: s.amountSatang ?? 0n,
      ledgerTransactionId: s.ledgerTransactionId ?? null,
    })
    .where(eq(gameTransactions.id, id))
  return s.answer
}

/** Carries an answer out of the transaction when nothing may be kept (the claim rolls back with it). */
export class Unrecorded extends Error {
  constructor(readonly answer: SeamlessMoneyReply) {
    super('unrecorded seamless answer')
  }
}

/** A claimed bet or win call of a live session, with its round (locked, if it exists yet). */
export interface OpenedCall {
  id: number
  session: GameSession
  round: GameRoundRow | undefined
}

/**
 * The first steps of a bet and a win: claim the transaction id (a repeat gets its stored answer),
 * find the session (unknown: INVALID_TOKEN, stored) and lock the round.
 */
export async function openCall(
  tx: Tx,
  provider: SigningProvider,
  kind: 'bet' | 'win',
  body: {
    transaction_id: string
    round_id: string
    game_code: string
    amount: number
    session_token: string
  },
  at: Date,
): Promise<{ answer: SeamlessMoneyReply } | OpenedCall> {
  const claimed = await claim(
    tx,
    provider,
    body.transaction_id,
    { kind, roundId: body.round_id, content: [body.round_id, body.game_code, body.amount] },
    at,
  )
  if (!claimed.fresh) return { answer: claimed.answer }
  const session = await findSession(tx, provider, body.session_token)
  if (!session) {
    return { answer: await settle(tx, claimed.id, { state: 'refused', answer: { status: 'INVALID_TOKEN' } }) }
  }
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerId, provider.id), eq(gameRounds.roundId, body.round_id)))
    .for('update')
  return { id: claimed.id, session, round }
}

/** Stores a refusal of a claimed call, with the wallet's balance as the answer carries it. */
export async function refuseCall(
  tx: Tx,
  id: number,
  who: { memberId: number; walletId: number },
  status: SeamlessMoneyReply['status'],
): Promise<SeamlessMoneyReply> {
  return settle(tx, id, {
    state: 'refused',
    ...who,
    answer: { status, balance: await walletBalance(tx, who.walletId) },
  })
}
