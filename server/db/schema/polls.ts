import { sql } from 'drizzle-orm'
import {
  bigint,
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

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * A poll: members vote for a choice, `quota` votes each per Bangkok day. A prize poll pays the
 * members who voted for the answer the operator sets (`answer_choice_id`), through a job.
 */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    quota: integer('quota').notNull().default(1),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    /** 'none' | 'credit' | 'points': what each winner gets. */
    prizeKind: text('prize_kind').notNull().default('none'),
    prizeAmount: bigint('prize_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    answerChoiceId: integer('answer_choice_id'),
    answeredAt: at('answered_at'),
  },
  (t) => [
    check('polls_prize', sql`${t.prizeKind} in ('none', 'credit', 'points') and ${t.prizeAmount} >= 0`),
    check('polls_quota', sql`${t.quota} > 0`),
  ],
)

export const pollChoices = pgTable('poll_choices', {
  id: serial('id').primaryKey(),
  pollId: integer('poll_id')
    .notNull()
    .references(() => polls.id),
  label: text('label').notNull(),
  image: text('image'),
  sort: smallint('sort').notNull().default(0),
})

/** One vote; the quota is counted from these rows per member and Bangkok day. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    choiceId: integer('choice_id')
      .notNull()
      .references(() => pollChoices.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: text('day').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('poll_votes_member').on(t.pollId, t.memberId),
    index('poll_votes_choice').on(t.pollId, t.choiceId),
  ],
)

/** A winner paid: once per poll and member (the unique index makes the payout job safe to re-run). */
export const pollPayouts = pgTable(
  'poll_payouts',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('poll_payouts_once').on(t.pollId, t.memberId)],
)
