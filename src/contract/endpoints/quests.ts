import { memberGet, memberPost, moneyPost } from '../endpoint'
import type {
  EventQuestBody,
  EventQuestReply,
  QuestListReply,
  QuestRedeemBody,
  QuestRedeemReply,
} from '../quests'

// Quests (spec section 7, "Points and quests"; section 8: no handling).
export const questList = memberGet<QuestListReply>('quest/list', 'other')
export const questRedeem = moneyPost<QuestRedeemReply, QuestRedeemBody>('quest/redeem', 'other')
export const eventQuest = memberPost<EventQuestReply, EventQuestBody>('event/quest', 'other')
