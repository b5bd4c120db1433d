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
} from 'drizzle-orm/pg-core'
import { agents } from './agent'
import { members } from './members'
import { ledgerTransactions } from './wallet'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * A point-shop item: credit (satang into the bonus wallet), wheel spins, or an operator-defined
 * item delivered by the operator. `stock` null = unlimited, never below 0 (CHECK and a conditional
 * UPDATE); `per_member_limit` null = no limit.
 */
export const shopItems = pgTable(
  'shop_items',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    /** 'credit' | 'wheel_spin' | 'item'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    pricePoints: bigint('price_points', { mode: 'bigint' }).notNull(),
    creditSatang: bigint('credit_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    spins: integer('spins').notNull().default(0),
    stock: integer('stock'),
    perMemberLimit: integer('per_member_limit'),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    check('shop_items_kind', sql`${t.kind} in ('credit', 'wheel_spin', 'item')`),
    check('shop_items_price', sql`${t.pricePoints} > 0`),
    check('shop_items_stock', sql`${t.stock} is null or ${t.stock} >= 0`),
    check(
      'shop_items_value',
      sql`(${t.kind} <> 'credit' or ${t.creditSatang} > 0) and (${t.kind} <> 'wheel_spin' or ${t.spins} > 0)`,
    ),
  ],
)

/** One redemption: the points paid and what was delivered (operator items: 'pending' until sent). */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** 'delivered' | 'pending' (operator items). */
    status: text('status').notNull(),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('shop_orders_member').on(t.memberId, t.id),
    check('shop_orders_quantity', sql`${t.quantity} > 0`),
  ],
)
