import { memberGet, memberPost, moneyPost, operatorGet, operatorPost } from '../endpoint'
import type { OperatorQuestReply, OperatorQuestSaveBody, OperatorQuestsReply } from '../extras-operator'
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

// The marketing desk: every quest (turned off ones too), a new one or changes.
export const operatorQuests = operatorGet<OperatorQuestsReply>('operator/quest/list', [
  'marketing',
  'read_only',
])
export const operatorQuestSave = operatorPost<OperatorQuestReply, OperatorQuestSaveBody>(
  'operator/quest/save',
  ['marketing'],
)
