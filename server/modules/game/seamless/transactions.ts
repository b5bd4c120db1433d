import { and, eq, sql } from 'drizzle-orm'
import type { BetCategory } from '../../../../src/contract/ledger'
import type { SeamlessBetBody, SeamlessMoneyReply, SeamlessWinBody } from '../../../../src/contract/seamless'
import type { Tx } from '../../../db/open'
import { gameTransactions } from '../../../db/schema'
import type { AppDeps } from '../../../deps'
import { hashToken } from '../../../lib/tokens'
import { publishToMember } from '../../live/publish'
import { requestHash } from '../../wallet/idempotency'
import { gameReference } from '../../wallet/references'
import type { SigningProvider } from './provider-keys'

export type MoneyKind = 'bet' | 'win' | 'rollback'
export type TransactionState = 'pending' | 'accepted' | 'refused' | 'rolled_back' | 'cancelled'
export type TransactionRow = typeof gameTransactions.$inferSelect

/** A single bet above this is refused with BET_LIMIT_EXCEEDED (baht 1,000,000). */
export const MAX_BET_SATANG = 100_000_000n

export const INVALID: SeamlessMoneyReply = { status: 'INVALID_REQUEST' }

/** The ledger's product and reference of a provider movement (modules/game/README.md, docs/games.md). */
export const productGame = (provider: SigningProvider, gameCode: string) =>
  `${provider.code}:${gameCode}`.slice(0, 64)
export const productOf = (provider: SigningProvider, gameCode: string, category: string) => ({
  category: category as BetCategory,
  game: productGame(provider, gameCode),
})
export const referenceOf = (provider: SigningProvider, transactionId: string) =>
  gameReference(provider.code, transactionId)

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

/** What defines a bet or win call besides its id, hashed: the same id with other content is refused. */
export const claimHash = (
  kind: 'bet' | 'win',
  body: { round_id: string; game_code: string; amount: number },
) => requestHash(`seamless.${kind}`, [body.round_id, body.game_code, body.amount])

/**
 * Runs a bet or win as its one database function, `seamless_bet` or `seamless_win` (db/functions/:
 * claim, checks, the movement with its turnover and play_daily through `bet_move`, the stored answer;
 * one statement and so one transaction), then tells the member's live connections when money moved:
 * the one bet subscriber (compose/subscribers.ts), which a test keeps the only one. `extra`: the
 * function's own arguments after the common ones.
 */
export async function callFunction(
  deps: AppDeps,
  provider: SigningProvider,
  kind: 'bet' | 'win',
  body: SeamlessBetBody | SeamlessWinBody,
  amount: bigint,
  extra: (number | bigint)[] = [],
): Promise<FunctionReply> {
  const args = [
    provider.id,
    body.transaction_id,
    body.round_id,
    body.game_code,
    amount,
    claimHash(kind, body),
    hashToken(body.session_token),
    deps.clock.now().toISOString(),
    referenceOf(provider, body.transaction_id),
    productGame(provider, body.game_code),
    ...extra,
  ].map((a) => (typeof a === 'bigint' ? a.toString() : a))
  const result = (await deps.db.execute(
    sql`select ${sql.raw(`seamless_${kind}`)}(${sql.join(
      args.map((a) => sql`${a}`),
      sql`, `,
    )}) as reply`,
  )) as unknown as { rows: { reply: FunctionReply }[] }
  const reply = result.rows[0].reply
  if (typeof reply.member_id === 'number')
    await publishToMember(deps.bus, deps.db, reply.member_id, { type: 'balance', data: {} })
  return reply
}

/** What `seamless_bet` / `seamless_win` return: the answer, whose money moved, and a win over the limit. */
export interface FunctionReply {
  answer: SeamlessMoneyReply
  member_id?: number | null
  /** A win refused as WIN_LIMIT_EXCEEDED: the round's stakes (satang) and the multiple in force. */
  over_limit?: { stakes: number; multiple: number }
}
