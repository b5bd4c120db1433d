import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'

/** GET quest/list (no handling: errors reach the page, spec §8). */
export const getQuests = async () => (await call(endpoints.questList)).data ?? []

/** POST quest/redeem (Idempotency-Key): throws ApiError with the Thai refusal. */
export const redeemQuest = async (questId: number, idempotencyKey: string) => {
  const reply = await call(endpoints.questRedeem, { body: { quest_id: questId }, idempotencyKey })
  if (!reply.data) throw new Error('quest/redeem answered without data')
  return reply.data
}

/** POST event/quest: the quest an event carries (no handling: its refusal reaches the page). */
export const getEventQuest = async (eventId: number) =>
  (await call(endpoints.eventQuest, { body: { event_id: eventId } })).data
