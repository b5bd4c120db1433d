import type { BetCategory } from '../../../../src/contract/ledger'
import type { SeamlessBetBody, SeamlessMoneyReply, SeamlessWinBody } from '../../../../src/contract/seamless'
import { batcherPerDb, logBatchError } from '../../../db/call-batcher'
import { preparedCall } from '../../../db/prepared'
import type { AppDeps } from '../../../deps'
import { hashToken } from '../../../lib/tokens'
import { publishToMember } from '../../live/publish'
import { requestHash } from '../../wallet/idempotency'
import { gameReference } from '../../wallet/references'
import type { SigningProvider } from './provider-keys'

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

/** What defines a bet or win call besides its id, hashed: the same id with other content is refused. */
export const claimHash = (
  kind: 'bet' | 'win',
  body: { round_id: string; game_code: string; amount: number },
) => requestHash(`seamless.${kind}`, [body.round_id, body.game_code, body.amount])

/**
 * Runs one of the seamless wallet's database functions (db/functions/seamless_*.sql: the claim of
 * the (provider, transaction id), the session and round checks, the movement through `bet_move`, the
 * stored answer), then tells the member's live connections when money moved: the one bet subscriber
 * (compose/subscribers.ts), which a test keeps the only one. A call is one statement and so one
 * transaction; calls that queue while others are in flight share theirs (`seamless_calls`, below).
 */
export async function callSeamless(
  deps: AppDeps,
  fn: SeamlessFn,
  args: (string | number | bigint)[],
): Promise<FunctionReply> {
  const values = args.map((a) => (typeof a === 'bigint' ? a.toString() : a))
  const reply = await batcherFor(deps.db)({ fn, values })
  if (typeof reply.member_id === 'number')
    await publishToMember(deps.bus, deps.db, reply.member_id, { type: 'balance', data: {} })
  return reply
}

type SeamlessFn = 'bet' | 'win' | 'rollback'

interface SeamlessCall {
  fn: SeamlessFn
  values: (string | number)[]
}

/**
 * Round trips of seamless calls under way at once, per server: under load the waiting calls go in
 * batches, and the rest of the pool (10 connections) stays free for the other calls. Chosen with
 * bench:api's seamless cycles on 2 cores (1 to 4 tried, and 10 without batches: README, issue 24).
 */
const SEAMLESS_ROUND_TRIPS = 2
/** Calls per `seamless_calls` statement at most (each holds its wallet's row until the batch commits). */
const SEAMLESS_BATCH = 16

/** The calls' batcher of a database (db/call-batcher.ts). */
const batcherFor = batcherPerDb<AppDeps['db'], SeamlessCall, FunctionReply>((db) => ({
  one: async ({ fn, values }) => (await seamlessCall(fn, values.length)(db).call(values)).rows[0].reply,
  many: async (calls) =>
    (await callsTogether(db).call([JSON.stringify(calls.map((c) => [c.fn, ...c.values]))])).rows[0].reply,
  inFlight: SEAMLESS_ROUND_TRIPS,
  maxBatch: SEAMLESS_BATCH,
  onBatchError: logBatchError('seamless', 'calls'),
}))

/** `select seamless_calls($1)`: several calls' answers (a JSON array) in one statement. */
const callsTogether = preparedCall<{ reply: FunctionReply[] }>('seamless_calls', 1)

/** `select seamless_<fn>($1, ...)`, prepared once per database (and arity). */
const calls = new Map<string, ReturnType<typeof preparedCall<{ reply: FunctionReply }>>>()
function seamlessCall(fn: SeamlessFn, arity: number) {
  const key = `${fn}/${arity}`
  let call = calls.get(key)
  if (!call) {
    call = preparedCall<{ reply: FunctionReply }>(`seamless_${fn}`, arity)
    calls.set(key, call)
  }
  return call
}

/** The arguments `seamless_bet` and `seamless_win` share (their own ones follow). */
export const moneyArgs = (
  deps: AppDeps,
  provider: SigningProvider,
  kind: 'bet' | 'win',
  body: SeamlessBetBody | SeamlessWinBody,
  amount: bigint,
) => [
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
]

/** What a seamless function returns: the answer, whose money moved, and a win over the limit. */
export interface FunctionReply {
  answer: SeamlessMoneyReply
  member_id?: number | null
  /** A win refused as WIN_LIMIT_EXCEEDED: the round's stakes (satang) and the multiple in force. */
  over_limit?: { stakes: number; multiple: number }
}
