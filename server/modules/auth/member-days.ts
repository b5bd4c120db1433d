import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { memberDays } from '../../db/schema'
import { bangkokDate } from '../../lib/bangkok'

/**
 * The member was here today: at registration, at login, and when a session is first used on a new
 * Bangkok day (sessions.ts, with its last-seen write), never on a plain read. One row per Bangkok
 * day; the quests read it ("log in N days in a row").
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
