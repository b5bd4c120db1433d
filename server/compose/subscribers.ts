import { publishToMember } from '../modules/live/publish'
import {
  tellBillWon,
  tellDepositCredited,
  tellWithdrawalApproved,
  tellWithdrawalRejected,
} from '../modules/notify/service'
import { applyDepositPromotion } from '../modules/promotion/hooks'
import { recordDeposit } from '../modules/quests/record'
import { type LedgerEventType, subscribe } from '../modules/wallet/events'
import { nextCommitment } from '../modules/wheel/commitment'

/**
 * The one list of event subscribers (wallet/events.ts), registered by buildApp: what ties a module to
 * the money facts of the modules below it (promotions, quests, live updates, the wheel's first seed,
 * LINE messages) is wired here, so the wallet imports none of them.
 * Order matters only within one event: subscribers run one after the other in the transaction.
 * What a bet fact changes in the database (turnover, play_daily) is not here: the bet's own database
 * function `bet_move` does it (wallet/bets.ts), because the seamless wallet's bet and win run as one
 * statement and hear no TypeScript subscriber but the live hint (tests/server/bet-effects.test.ts).
 */
export function registerLedgerSubscribers(): void {
  subscribe('promotion.deposit-bonus', ['deposit.credited'], applyDepositPromotion)
  // Every movement of a member's money tells their live connections to reload the balance.
  subscribe('live.balance', MONEY_MOVED, (tx, deps, event) =>
    publishToMember(deps.bus, tx, event.memberId, { type: 'balance', data: {} }),
  )
  subscribe('quests.deposit', ['deposit.credited'], recordDeposit)
  // A new member's first wheel spin is committed (its hash published) before they can spin.
  subscribe('wheel.first-seed', ['member.created'], async (tx, _deps, event) => {
    await nextCommitment(tx, event.memberId, event.at)
  })
  // LINE messages to a member linked to LINE who kept them on (LINE_MESSAGES): money and bills only.
  subscribe('notify.deposit', ['deposit.credited'], tellDepositCredited)
  subscribe('notify.withdrawal-approved', ['withdrawal.paid'], tellWithdrawalApproved)
  subscribe('notify.withdrawal-rejected', ['withdrawal.refunded'], tellWithdrawalRejected)
  subscribe('notify.bill-won', ['bet.won'], tellBillWon)
}

/**
 * The facts that change a member wallet's balance (points are not money; `withdrawal.paid` moves the
 * held amount between house accounts, and the withdrawal's own live event tells the member).
 */
const MONEY_MOVED = [
  'bet.placed',
  'bet.won',
  'bet.refunded',
  'deposit.credited',
  'withdrawal.requested',
  'withdrawal.refunded',
  'bonus.credited',
  'bonus.forfeited',
  'cashback.credited',
  'commission.redeemed',
  'yeekee.bonus_paid',
  'opening.credited',
  'balance.adjusted',
] as const satisfies readonly LedgerEventType[]
