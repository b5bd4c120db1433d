import { applyDepositPromotion } from '../promotion/hooks'
import { countBetTurnover, uncountBetTurnover } from '../promotion/turnover'
import { subscribe } from './events'

/**
 * The one list of ledger event subscribers (wallet/events.ts), registered by buildApp. A module that
 * reacts to money facts (quests, cashback, affiliate commission, live updates...) adds its line here.
 * Order matters only within one event: subscribers run one after the other in the transaction.
 */
export function registerLedgerSubscribers(): void {
  subscribe('promotion.turnover.count', ['bet.placed'], countBetTurnover)
  subscribe('promotion.turnover.uncount', ['bet.refunded'], uncountBetTurnover)
  subscribe('promotion.deposit-bonus', ['deposit.credited'], applyDepositPromotion)
}
