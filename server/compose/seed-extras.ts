import { and, asc, eq } from 'drizzle-orm'
import { PATHS } from '../../src/config/paths'
import type { DbOrTx } from '../db/open'
import { eventLinks, events } from '../db/schema'
import { seedPolls } from '../modules/poll/seed'
import { seedQuests } from '../modules/quests/seed'
import { seedShop } from '../modules/shop/seed'
import { seedWheel } from '../modules/wheel/seed'

/**
 * Demo extras: quests, point-shop items, the wheel, poll 1, and the event dialog's links (the
 * first event opens poll 1, the wheel's event the wheel; a third event carries the daily deposit
 * quest). After the events seed.
 */
export async function seedExtras(db: DbOrTx, agentId: number, now: Date): Promise<void> {
  const pollId = await seedPolls(db, agentId, now)
  const [depositQuestId] = await seedQuests(db, agentId)
  await seedShop(db, agentId)
  await seedWheel(db, agentId)
  const [first] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.agentId, agentId))
    .orderBy(asc(events.sort), asc(events.id))
    .limit(1)
  if (first) await db.insert(eventLinks).values({ eventId: first.id, pollId })
  // The wheel's event opens the wheel (not poll 1, and not the quests page: event/quest is for quests).
  const [wheelEvent] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.agentId, agentId), eq(events.image, '/images/event-wheel.svg')))
  if (wheelEvent) await db.insert(eventLinks).values({ eventId: wheelEvent.id, link: PATHS.wheel })
  const [questEvent] = await db
    .insert(events)
    .values({ agentId, image: '/images/event-quest.svg', title: 'ภารกิจฝากเงินรับพอยท์', sort: 3 })
    .returning({ id: events.id })
  await db.insert(eventLinks).values({ eventId: questEvent.id, questId: depositQuestId })
}
