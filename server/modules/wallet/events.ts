import type { BetProduct } from '../../../src/contract/ledger'
import type { Tx } from '../../db/open'
import type { AppDeps } from '../../deps'

/**
 * The facts modules post after a ledger movement (or a new member), inside the same database
 * transaction. The subscribers, all listed in compose/subscribers.ts (the deposit promotion and
 * quests, the live balance hint, the wheel's first seed), react to them through `onPosted` instead
 * of each money module calling the others directly: a subscriber that throws rolls the movement back
 * with it, and nothing is heard of a movement that did not commit. A bet's own effects (turnover,
 * play_daily) are not subscribers: `bet_move` makes them in the database (wallet/bets.ts).
 */

/** Common to every fact: whose, when. */
interface Fact {
  memberId: number
  at: Date
}

/** A bet movement: which bet (`reference`) on which game (`product`). */
interface OnBet {
  walletId: number
  reference: string
  product: BetProduct
}

/** A ledger movement: its transaction and the member's wallet balances after it (satang). */
interface Moved extends Fact {
  transactionId: number
  walletBalances: ReadonlyMap<number, bigint>
}

export type LedgerEvent =
  /** A stake left a member wallet (`bet_move` counted its turnover); `reference` names the bet. */
  | (Moved & OnBet & { type: 'bet.placed'; stakeSatang: bigint })
  /** A win was paid into a member wallet. */
  | (Moved & OnBet & { type: 'bet.won'; amountSatang: bigint })
  /** A stake came back (cancelled round...): `bet_move` took back the turnover it counted. */
  | (Moved & OnBet & { type: 'bet.refunded'; stakeSatang: bigint })
  /** A deposit was credited to the main wallet; `promotionId` is the one chosen at deposit time. */
  | (Moved & { type: 'deposit.credited'; orderId: number; amountSatang: bigint; promotionId: number | null })
  /** A withdrawal was requested: its amount is held. */
  | (Moved & { type: 'withdrawal.requested'; withdrawalId: number; amountSatang: bigint })
  /** A rejected withdrawal's amount came back. */
  | (Moved & { type: 'withdrawal.refunded'; withdrawalId: number; amountSatang: bigint })
  /** An approved withdrawal's hold left the site (house accounts only: no wallet balance changed). */
  | (Moved & { type: 'withdrawal.paid'; withdrawalId: number; amountSatang: bigint })
  /** Cashback offers were claimed into the programme's wallet. */
  | (Moved & { type: 'cashback.credited'; offerIds: number[]; amountSatang: bigint })
  /** Affiliate commission was redeemed into the main wallet. */
  | (Moved & { type: 'commission.redeemed'; redeemId: number; amountSatang: bigint })
  /** A Yeekee round's bonus (position 1 or 16) was paid to the shooter's main wallet. */
  | (Moved & { type: 'yeekee.bonus_paid'; roundId: number; position: number; amountSatang: bigint })
  /** Staff credited (amount > 0) or debited (amount < 0) a wallet by hand (the balance_adjustments row). */
  | (Moved & { type: 'balance.adjusted'; adjustmentId: number; amountSatang: bigint })
  /** An opening balance (demo data, a move from another system) was credited. */
  | (Moved & { type: 'opening.credited'; amountSatang: bigint })
  /** Bonus credit (promotion or coupon) went into the bonus wallet. */
  | (Moved & {
      type: 'bonus.credited'
      source: 'promotion' | 'coupon' | 'reward'
      memberPromotionId: number | null
      amountSatang: bigint
    })
  /** The member gave up an active bonus; its remaining credit went back to the house. */
  | (Fact & {
      type: 'bonus.forfeited'
      memberPromotionId: number
      amountSatang: bigint
      transactionId: number | null
      walletBalances: ReadonlyMap<number, bigint>
    })
  /** Points moved (points ledger); not money, so no ledger transaction. */
  | (Fact & { type: 'points.moved'; pointEntryId: number; amount: bigint; balanceAfter: bigint })
  /** A member was created with their wallets (no money moved yet). */
  | (Fact & { type: 'member.created' })

export type LedgerEventType = LedgerEvent['type']
export type EventOf<T extends LedgerEventType> = Extract<LedgerEvent, { type: T }>

/** The facts of one ledger movement (not bets: `bet_move` posts theirs, wallet/bets.ts). */
export type MoneyFact = Exclude<
  Extract<LedgerEvent, { transactionId: unknown }>,
  { type: 'bet.placed' | 'bet.won' | 'bet.refunded' }
>
/** What a money fact says besides its movement's member, time, transaction and balances. */
export type MoneyFactBody = MoneyFact extends infer F
  ? F extends MoneyFact
    ? Omit<F, 'memberId' | 'at' | 'transactionId' | 'walletBalances'>
    : never
  : never

/** What a subscriber may use besides the transaction (publish on the bus, read config and time). */
export type EventDeps = Pick<AppDeps, 'bus' | 'clock' | 'config'>

export type Subscriber<T extends LedgerEventType> = (
  tx: Tx,
  deps: EventDeps,
  event: EventOf<T>,
) => Promise<void>

interface Registered {
  types: readonly LedgerEventType[] | 'all'
  handler: (tx: Tx, deps: EventDeps, event: LedgerEvent) => Promise<void>
}

/** By name, in registration order; registering a name again replaces it (idempotent wiring). */
const subscribers = new Map<string, Registered>()

/** Registers `handler` for the given event types (or 'all'). Called at start (compose/subscribers.ts). */
export function subscribe<T extends LedgerEventType>(
  name: string,
  types: readonly T[] | 'all',
  handler: Subscriber<T>,
): void {
  subscribers.set(name, {
    types,
    handler: handler as (tx: Tx, deps: EventDeps, event: LedgerEvent) => Promise<void>,
  })
}

/**
 * Posts a fact to its subscribers, one after the other, in the caller's transaction. Call it right
 * after the `postTransaction` (or point movement) the fact describes.
 */
export async function onPosted(tx: Tx, deps: EventDeps, event: LedgerEvent): Promise<void> {
  for (const { types, handler } of subscribers.values()) {
    if (types === 'all' || types.includes(event.type)) await handler(tx, deps, event)
  }
}

/** The names of the subscribers that hear `type`, in order (tests hold other lists to this one). */
export function subscriberNames(type: LedgerEventType): string[] {
  return [...subscribers].filter(([, s]) => s.types === 'all' || s.types.includes(type)).map(([name]) => name)
}
