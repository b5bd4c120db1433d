import type { DbOrTx } from '../../db/open'
import { pollChoices, polls } from '../../db/schema'
import { addDays } from '../../lib/bangkok'

/** Poll 1 (the event dialog opens /poll/1): a prize poll, 100 points to each correct vote. */
export async function seedPolls(db: DbOrTx, agentId: number, now: Date): Promise<number> {
  const [poll] = await db
    .insert(polls)
    .values({
      agentId,
      title: 'ทายผลบอลคู่เด็ด',
      description: 'ทายผลคู่เด็ดประจำสัปดาห์ ทายถูกรับ 100 พอยท์ โหวตได้วันละ 3 ครั้ง',
      image: '/images/event-poll.svg',
      quota: 3,
      opensAt: addDays(now, -1),
      closesAt: addDays(now, 30),
      prizeKind: 'points',
      prizeAmount: 100n,
    })
    .returning({ id: polls.id })
  await db
    .insert(pollChoices)
    .values(['เจ้าบ้านชนะ', 'เสมอ', 'ทีมเยือนชนะ'].map((label, sort) => ({ pollId: poll.id, label, sort })))
  return poll.id
}
