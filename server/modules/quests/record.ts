import { sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/open'
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

/**
 * The member was here today (login, registration, or the site checking its session on layout
 * mount): one row per Bangkok day, for the "log in N days in a row" quests.
 */
export async function recordLoginDay(db: DbOrTx, memberId: number, at: Date): Promise<void> {
  await db
    .insert(memberDays)
    .values({ memberId, day: bangkokDate(at), loggedIn: true })
    .onConflictDoUpdate({
      target: [memberDays.memberId, memberDays.day],
      set: { loggedIn: true },
      setWhere: sql`${memberDays.loggedIn} = false`,
    })
}
