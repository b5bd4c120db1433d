import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/open'
import type { EventOf } from '../wallet/events'

type BetFact = EventOf<'bet.placed'> | EventOf<'bet.won'> | EventOf<'bet.refunded'>

/**
 * Ledger subscriber: adds each bet, win and refund to the member's row of the Bangkok day, category
 * and game (one upsert in the movement's transaction, by the database function `play_daily_add` of
 * migration 0013, which the seamless wallet's functions call too). Bets on one wallet are already
 * serialized by the wallet's row lock, so the row is hot only for one member.
 */
export async function recordPlay(tx: Tx, _deps: unknown, event: BetFact): Promise<void> {
  const stake = event.type === 'bet.placed' ? event.stakeSatang : 0n
  const win = event.type === 'bet.won' ? event.amountSatang : 0n
  const refund = event.type === 'bet.refunded' ? event.stakeSatang : 0n
  const count = event.type === 'bet.placed' ? 1 : 0
  const { memberId, at, product } = event
  await tx.execute(
    sql`select play_daily_add(${memberId}::int, ${at.toISOString()}::timestamptz, ${product.category}::text,
      ${product.game}::text, ${count}::int, ${stake.toString()}::bigint, ${win.toString()}::bigint, ${refund.toString()}::bigint)`,
  )
}
