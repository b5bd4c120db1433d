import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/open'
import { playDaily } from '../../db/schema'
import { bangkokDate } from '../../lib/bangkok'
import type { EventOf } from '../wallet/events'

type BetFact = EventOf<'bet.placed'> | EventOf<'bet.won'> | EventOf<'bet.refunded'>

/**
 * Ledger subscriber: adds each bet, win and refund to the member's row of the Bangkok day, category
 * and game (one upsert in the movement's transaction). Bets on one wallet are already serialized by
 * the wallet's row lock, so the row is hot only for one member.
 */
export async function recordPlay(tx: Tx, _deps: unknown, event: BetFact): Promise<void> {
  const stake = event.type === 'bet.placed' ? event.stakeSatang : 0n
  const win = event.type === 'bet.won' ? event.amountSatang : 0n
  const refund = event.type === 'bet.refunded' ? event.stakeSatang : 0n
  const count = event.type === 'bet.placed' ? 1 : 0
  await tx
    .insert(playDaily)
    .values({
      memberId: event.memberId,
      day: bangkokDate(event.at),
      category: event.product.category,
      game: event.product.game,
      betCount: count,
      stakeSatang: stake,
      winSatang: win,
      refundSatang: refund,
    })
    .onConflictDoUpdate({
      target: [playDaily.memberId, playDaily.day, playDaily.category, playDaily.game],
      set: {
        betCount: sql`${playDaily.betCount} + ${count}`,
        stakeSatang: sql`${playDaily.stakeSatang} + ${stake}`,
        winSatang: sql`${playDaily.winSatang} + ${win}`,
        refundSatang: sql`${playDaily.refundSatang} + ${refund}`,
      },
    })
}
