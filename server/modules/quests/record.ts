import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/open'
import { memberDays } from '../../db/schema'
import { bangkokDate } from '../../lib/bangkok'
import type { EventDeps, EventOf } from '../wallet/events'

/** `deposit.credited` subscriber: the deposit counts towards the day's (and week's) deposit quests. */
export async function recordDeposit(
  tx: Tx,
  _deps: EventDeps,
  event: EventOf<'deposit.credited'>,
): Promise<void> {
  await tx
    .insert(memberDays)
    .values({ memberId: event.memberId, day: bangkokDate(event.at), depositSatang: event.amountSatang })
    .onConflictDoUpdate({
      target: [memberDays.memberId, memberDays.day],
      set: { depositSatang: sql`${memberDays.depositSatang} + ${event.amountSatang}` },
    })
}
