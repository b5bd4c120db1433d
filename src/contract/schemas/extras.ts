import type { EndpointSchema } from '../endpoint-schema'
import {
  OperatorPollCloseBody,
  OperatorPollReply,
  OperatorPollSaveBody,
  OperatorPollsReply,
  OperatorQuestReply,
  OperatorQuestSaveBody,
  OperatorQuestsReply,
  OperatorShopItemReply,
  OperatorShopItemsReply,
  OperatorWheelPrizeBody,
  OperatorWheelPrizeReply,
  OperatorWheelPrizesReply,
} from '../extras-operator'
import {
  OperatorPollAnswerBody,
  OperatorPollAnswerReply,
  PollConfigReply,
  PollQuery,
  PollQuotaCheckReply,
  PollQuotaReply,
  PollStatsReply,
  PollSubmitBody,
  PollSubmitReply,
  PollWinnersReply,
} from '../poll'
import { EventQuestBody, EventQuestReply, QuestListReply, QuestRedeemBody, QuestRedeemReply } from '../quests'
import {
  OperatorShopItemBody,
  RedemptionBody,
  RedemptionCalcReply,
  RedemptionHistoryReply,
  RedemptionListReply,
  RedemptionRedeemReply,
} from '../shop'
import {
  WheelBoardReply,
  WheelConfigReply,
  WheelHistoryReply,
  WheelRewardBody,
  WheelRewardReply,
  WheelSettingReply,
  WheelSpinBody,
  WheelSpinReply,
} from '../wheel'

/** The extras (issue 13): quests, point shop, prize wheel, polls. */
export const extrasSchemas = {
  questList: {
    tags: ['quest'],
    summary: 'Daily and weekly quests with the member’s progress',
    reply: QuestListReply,
  },
  questRedeem: {
    tags: ['quest'],
    summary: 'Claim a finished quest’s reward (credit with turnover, or points), once per period',
    body: QuestRedeemBody,
    reply: QuestRedeemReply,
  },
  eventQuest: {
    tags: ['quest'],
    summary: 'The quest an event carries, with the member’s progress',
    body: EventQuestBody,
    reply: EventQuestReply,
  },
  redemptionList: {
    tags: ['shop'],
    summary: 'Point-shop items (stock, per-member limit) and the member’s points',
    reply: RedemptionListReply,
  },
  redemptionCalc: {
    tags: ['shop'],
    summary: 'Price and what the member gets, without redeeming',
    body: RedemptionBody,
    reply: RedemptionCalcReply,
  },
  redemptionRedeem: {
    tags: ['shop'],
    summary: 'Redeem an item: points debited and the item delivered in one transaction',
    body: RedemptionBody,
    reply: RedemptionRedeemReply,
  },
  redemptionHistory: {
    tags: ['shop'],
    summary: 'The member’s redemptions, newest first',
    reply: RedemptionHistoryReply,
  },
  operatorShopItem: {
    tags: ['operator'],
    summary: 'Add or change a point-shop item',
    body: OperatorShopItemBody,
    reply: OperatorShopItemReply,
  },
  wheelConfig: {
    tags: ['wheel'],
    summary: 'The wheel’s segments and chances (`configs`)',
    reply: WheelConfigReply,
  },
  wheelConfigV2: {
    tags: ['wheel'],
    summary: 'The member’s wheel setting (`setting`): segments, cost, free spins, next seed hash',
    reply: WheelSettingReply,
  },
  wheelSpin: {
    tags: ['wheel'],
    summary: 'Spin (a free spin, else points); the prize is stored and the seed revealed',
    body: WheelSpinBody,
    reply: WheelSpinReply,
  },
  wheelSpinV2: {
    tags: ['wheel'],
    summary: 'Spin (same as wheel/spin)',
    body: WheelSpinBody,
    reply: WheelSpinReply,
  },
  wheelReward: {
    tags: ['wheel'],
    summary: 'Claim a spin’s prize into the bonus wallet or points',
    body: WheelRewardBody,
    reply: WheelRewardReply,
  },
  wheelBoard: { tags: ['wheel'], summary: 'Recent winners (names masked)', reply: WheelBoardReply },
  wheelHistory: { tags: ['wheel'], summary: 'The member’s spins with their seeds', reply: WheelHistoryReply },
  pollConfig: {
    tags: ['poll'],
    summary: 'A poll’s choices and metadata',
    query: PollQuery,
    reply: PollConfigReply,
  },
  pollSubmit: { tags: ['poll'], summary: 'Vote for a choice', body: PollSubmitBody, reply: PollSubmitReply },
  pollQuotaGet: { tags: ['poll'], summary: 'Votes left today', query: PollQuery, reply: PollQuotaReply },
  pollQuotaCheck: {
    tags: ['poll'],
    summary: 'Can the member vote now? If not, why (Thai)',
    query: PollQuery,
    reply: PollQuotaCheckReply,
  },
  pollStats: {
    tags: ['poll'],
    summary: 'Live percentages per choice',
    query: PollQuery,
    reply: PollStatsReply,
  },
  pollWinners: {
    tags: ['poll'],
    summary: 'Winners once the answer is set',
    query: PollQuery,
    reply: PollWinnersReply,
  },
  operatorPollAnswer: {
    tags: ['operator'],
    summary: 'Set a poll’s answer; a prize poll’s winners are paid by a job',
    body: OperatorPollAnswerBody,
    reply: OperatorPollAnswerReply,
  },
  operatorPolls: {
    tags: ['operator'],
    summary: 'Every poll with its choices, status and how many members chose each',
    reply: OperatorPollsReply,
  },
  operatorPollSave: {
    tags: ['operator'],
    summary: 'Add a poll or change one not answered yet (choices and prize fixed once voted)',
    body: OperatorPollSaveBody,
    reply: OperatorPollReply,
  },
  operatorPollClose: {
    tags: ['operator'],
    summary: 'Stop a poll’s voting now',
    body: OperatorPollCloseBody,
    reply: OperatorPollReply,
  },
  operatorQuests: {
    tags: ['operator'],
    summary: 'Every quest, turned off ones included, with its claims',
    reply: OperatorQuestsReply,
  },
  operatorQuestSave: {
    tags: ['operator'],
    summary: 'Add a quest or change one (period and kind fixed once claimed)',
    body: OperatorQuestSaveBody,
    reply: OperatorQuestReply,
  },
  operatorWheelPrizes: {
    tags: ['operator'],
    summary: 'Every wheel prize with its weight and chance',
    reply: OperatorWheelPrizesReply,
  },
  operatorWheelPrize: {
    tags: ['operator'],
    summary: 'Add a wheel prize or change one; the wheel keeps 1 to 16 enabled prizes',
    body: OperatorWheelPrizeBody,
    reply: OperatorWheelPrizeReply,
  },
  operatorShopItems: {
    tags: ['operator'],
    summary: 'Every point-shop item, turned off ones included, with units redeemed',
    reply: OperatorShopItemsReply,
  },
} as const satisfies Record<string, EndpointSchema>
