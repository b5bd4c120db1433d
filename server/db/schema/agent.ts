import { boolean, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'

export const agents = pgTable('agents', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  lineAdminUrl: text('line_admin_url').notNull(),
  lineContactUrl: text('line_contact_url').notNull(),
})

export const agentBankAccounts = pgTable(
  'agent_bank_accounts',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('agent_bank_accounts_no').on(t.agentId, t.bankCode, t.accountNo)],
)

export const agentTrueMoneyAccounts = pgTable('agent_true_money_accounts', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id')
    .notNull()
    .references(() => agents.id),
  phone: text('phone').notNull(),
  accountName: text('account_name').notNull(),
})

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id')
    .notNull()
    .references(() => agents.id),
  type: smallint('type').notNull(),
  image: text('image'),
  title: text('title').notNull(),
  description: text('description').notNull(),
  sort: smallint('sort').notNull().default(0),
  /** Turned off in the back office: kept (the audit names it), no longer shown. */
  enabled: boolean('enabled').notNull().default(true),
})

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id')
    .notNull()
    .references(() => agents.id),
  image: text('image').notNull(),
  title: text('title').notNull(),
  link: text('link'),
  sort: smallint('sort').notNull().default(0),
  /** Who sees it: 'all', 'visitor' (a call to join) or 'member'. */
  audience: text('audience', { enum: ['all', 'visitor', 'member'] })
    .notNull()
    .default('all'),
  /** The promotion it offers: a member who can no longer take it does not see it. */
  promotionId: integer('promotion_id'),
  /** Turned off in the back office: kept, no longer shown. */
  enabled: boolean('enabled').notNull().default(true),
})

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id')
    .notNull()
    .references(() => agents.id),
  image: text('image').notNull(),
  title: text('title').notNull(),
  sort: smallint('sort').notNull().default(0),
  /** Turned off in the back office: kept, no longer shown. */
  enabled: boolean('enabled').notNull().default(true),
})
