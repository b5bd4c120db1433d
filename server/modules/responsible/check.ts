import { sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { DbOrTx } from '../../db/types'
import { ok, type Result, refuse } from '../../lib/result'
import type { PlayRefusedError } from '../wallet/bets'
import { refusalMessage } from './messages'

/**
 * What responsible play asks before a call: 'deposit' (an order of `amountSatang`, in the order's
 * transaction: the row lock orders the member's orders), 'launch' (a game launch: is any stake left
 * under the loss limits?) or 'gate' (any other money-in or betting call: the time-out or exclusion
 * only). With a session, a session-time limit counts too. Stakes are checked by `bet_move` itself.
 */
export type CheckAction = 'deposit' | 'launch' | 'gate'

/** One call of `responsible_check` (server/db/functions/responsible_check.sql): ok, or the Thai refusal. */
export async function responsibleCheck(
  db: DbOrTx,
  input: { memberId: number; at: Date; action: CheckAction; amountSatang?: bigint; sessionId?: number },
): Promise<Result<void>> {
  const amount = input.amountSatang ?? (input.action === 'launch' ? 1n : 0n)
  const result = (await db.execute(
    sql`select code, limit_satang, resets_at from responsible_check(${input.memberId}::int,
      ${input.at.toISOString()}::timestamptz, ${input.action}::text, ${amount.toString()}::bigint,
      ${input.sessionId ?? null}::int)`,
  )) as unknown as {
    rows: { code: string; limit_satang: string | number | null; resets_at: string | Date }[]
  }
  const row = result.rows[0]
  if (!row) return ok(undefined)
  const limit = row.limit_satang === null ? null : BigInt(row.limit_satang)
  return refuse(refusalMessage(row.code, limit, new Date(row.resets_at)), ErrorCode.REFUSED)
}

/** The refusal of a stake that `bet_move` refused (PlayRefusedError from wallet/bets.ts). */
export const playRefusal = (error: PlayRefusedError): Result<never> =>
  refuse(refusalMessage(error.rule, error.limitSatang, error.resetsAt))
