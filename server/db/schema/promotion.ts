import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { agents } from './agent'
import { members } from './members'
import { ledgerTransactions } from './wallet'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const satang = (name: string) => bigint(name, { mode: 'bigint' })

/** A deposit promotion; money in satang, the bonus rate in basis points (5000 = 50 %). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    bonusBasisPoints: integer('bonus_basis_points').notNull(),
    minDepositSatang: satang('min_deposit_satang').notNull(),
    maxBonusSatang: satang('max_bonus_satang').notNull(),
    /** 'once' (once per member) or 'daily' (once per Asia/Bangkok day). */
    frequency: text('frequency').notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    /** Null: no cap on what may be withdrawn after the turnover is met. */
    maxWithdrawSatang: satang('max_withdraw_satang'),
    /** Only for a member's first deposit: not offered (nor applied) once the member has deposited. */
    firstDepositOnly: boolean('first_deposit_only').notNull().default(false),
    startsAt: at('starts_at').notNull(),
    /** Null: open-ended. */
    endsAt: at('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    check('promotions_frequency', sql`${t.frequency} in ('once', 'daily')`),
    check(
      'promotions_amounts',
      sql`${t.bonusBasisPoints} > 0 and ${t.minDepositSatang} >= 0 and ${t.maxBonusSatang} > 0`,
    ),
    check('promotions_turnover', sql`${t.turnoverMultiple} >= 0`),
  ],
)

/**
 * A bonus a member took or received, with its turnover requirement: a promotion taken and waiting
 * for a deposit ('pending'), applied ('active'), met ('completed'), withdrawn by the member before a
 * deposit ('cancelled'), whose promotion ended before a deposit ('expired') or given up by the member
 * while active ('forfeited': remaining bonus back to the house, turnover lifted). Coupon credit with a
 * turnover requirement is recorded here too (coupon_id set, promotion_id null).
 */
export const memberPromotions = pgTable(
  'member_promotions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id').references(() => promotions.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** Set for credit won in the extras (quest, point shop, wheel, poll): neither promotion nor coupon. */
    rewardTitle: text('reward_title'),
    /** 'once' or the Asia/Bangkok date (YYYY-MM-DD) for daily promotions: one live take per period. */
    periodKey: text('period_key').notNull(),
    status: text('status').notNull(),
    depositOrderId: integer('deposit_order_id'),
    depositSatang: satang('deposit_satang').notNull().default(sql`0`),
    bonusSatang: satang('bonus_satang').notNull().default(sql`0`),
    turnoverRequiredSatang: satang('turnover_required_satang').notNull().default(sql`0`),
    /** Bet stakes since the bonus was credited, counted per bet by `bet_move` (db/functions). */
    turnoverDoneSatang: satang('turnover_done_satang').notNull().default(sql`0`),
    maxWithdrawSatang: satang('max_withdraw_satang'),
    bonusTransactionId: integer('bonus_transaction_id').references(() => ledgerTransactions.id),
    takenAt: at('taken_at').notNull(),
    appliedAt: at('applied_at'),
    completedAt: at('completed_at'),
    /** When the member gave the bonus up ('forfeited') and the ledger transaction that took it back. */
    forfeitedAt: at('forfeited_at'),
    forfeitTransactionId: integer('forfeit_transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    check(
      'member_promotions_status',
      sql`${t.status} in ('pending', 'active', 'completed', 'cancelled', 'expired', 'forfeited')`,
    ),
    check(
      'member_promotions_source',
      sql`num_nonnulls(${t.promotionId}, ${t.couponId}, ${t.rewardTitle}) = 1`,
    ),
    check(
      'member_promotions_amounts',
      sql`${t.depositSatang} >= 0 and ${t.bonusSatang} >= 0 and ${t.turnoverRequiredSatang} >= 0 and ${t.turnoverDoneSatang} >= 0`,
    ),
    index('member_promotions_member').on(t.memberId, t.id),
    uniqueIndex('member_promotions_once_per_period')
      .on(t.memberId, t.promotionId, t.periodKey)
      .where(sql`${t.promotionId} is not null and ${t.status} <> 'cancelled'`),
    uniqueIndex('member_promotions_one_pending').on(t.memberId).where(sql`${t.status} = 'pending'`),
  ],
)

/** A coupon code (stored upper-case): credit into the bonus wallet or points. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    /** 'credit' (amount_satang into the bonus wallet) or 'points'. */
    kind: text('kind').notNull(),
    amountSatang: satang('amount_satang').notNull().default(sql`0`),
    points: bigint('points', { mode: 'bigint' }).notNull().default(sql`0`),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    maxWithdrawSatang: satang('max_withdraw_satang'),
    startsAt: at('starts_at').notNull(),
    expiresAt: at('expires_at'),
    /** Null: unlimited total uses (still one per member). */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('coupons_kind', sql`${t.kind} in ('credit', 'points')`),
    check(
      'coupons_value',
      sql`(${t.kind} = 'credit' and ${t.amountSatang} > 0 and ${t.points} = 0) or (${t.kind} = 'points' and ${t.points} > 0 and ${t.amountSatang} = 0)`,
    ),
    check(
      'coupons_uses',
      sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`,
    ),
    check('coupons_turnover', sql`${t.turnoverMultiple} >= 0`),
  ],
)

/** One use of a coupon by a member (at most one per member and coupon). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountSatang: satang('amount_satang').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    memberPromotionId: integer('member_promotion_id').references(() => memberPromotions.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_once').on(t.couponId, t.memberId),
    index('coupon_redemptions_member').on(t.memberId, t.id),
  ],
)

/**
 * A member's points balance (not money): exact integers, never negative, cached from `point_entries`
 * and changed only by `movePoints` (modules/points/ledger.ts) with a conditional UPDATE.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('member_points_non_negative', sql`${t.balance} >= 0`)],
)

/**
 * The points ledger: one append-only row per movement with the balance after it. `reference` names
 * the business object (coupon redemption, quest, shop order...): unique per member, so a movement
 * happens once however often it is asked for.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** PointKind (src/contract/ledger.ts). */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('point_entries_member_reference').on(t.memberId, t.reference),
    index('point_entries_member').on(t.memberId, t.id),
    check('point_entries_non_zero', sql`${t.amount} <> 0`),
    check('point_entries_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
)
