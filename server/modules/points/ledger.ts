import { and, eq, gte, sql } from 'drizzle-orm'
import type { PointKind } from '../../../src/contract/ledger'
import { POINT_KIND_LABELS } from '../../../src/contract/ledger'
import type { DbOrTx, Tx } from '../../db/open'
import { memberPoints, pointEntries } from '../../db/schema'
import { type EventDeps, onPosted } from '../wallet/events'

/** Thrown (rolling back the whole transaction) when spending more points than the member has. */
export class InsufficientPointsError extends Error {
  constructor(readonly memberId: number) {
    super(`member ${memberId} has not enough points`)
    this.name = 'InsufficientPointsError'
  }
}

export interface PointMovement {
  memberId: number
  kind: PointKind
  /** Positive earns, negative spends; never 0. */
  amount: bigint
  /** The business object behind it (`coupon_redemption:12`, `quest:3:2026-11-23`...): once per member. */
  reference: string
  at: Date
}

export interface MovedPoints {
  entryId: number
  balanceAfter: bigint
  /** True when this reference had already moved: nothing moved again. */
  replayed: boolean
}

/**
 * The one way points move (coupons now; quests, the point shop and the wheel later): the balance is
 * changed by a single conditional UPDATE (spending only `WHERE balance >= amount`, so never below 0)
 * and an append-only entry with the balance after it is written, in the caller's transaction, then
 * `points.moved` is posted. The same (member, reference) again moves nothing and answers the first
 * entry; two racing ones meet the unique index and one rolls back.
 */
export async function movePoints(tx: Tx, deps: EventDeps, input: PointMovement): Promise<MovedPoints> {
  if (input.amount === 0n) throw new Error('a point movement cannot be zero')
  if (!Object.hasOwn(POINT_KIND_LABELS, input.kind)) throw new Error(`unknown point kind ${input.kind}`)
  const [existing] = await tx
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.memberId, input.memberId), eq(pointEntries.reference, input.reference)))
  if (existing) return { entryId: existing.id, balanceAfter: existing.balanceAfter, replayed: true }
  let balanceAfter: bigint
  if (input.amount > 0n) {
    const [row] = await tx
      .insert(memberPoints)
      .values({ memberId: input.memberId, balance: input.amount })
      .onConflictDoUpdate({
        target: memberPoints.memberId,
        set: { balance: sql`${memberPoints.balance} + ${input.amount}` },
      })
      .returning({ balance: memberPoints.balance })
    balanceAfter = row.balance
  } else {
    const [row] = await tx
      .update(memberPoints)
      .set({ balance: sql`${memberPoints.balance} + ${input.amount}` })
      .where(and(eq(memberPoints.memberId, input.memberId), gte(memberPoints.balance, -input.amount)))
      .returning({ balance: memberPoints.balance })
    if (!row) throw new InsufficientPointsError(input.memberId)
    balanceAfter = row.balance
  }
  const [entry] = await tx
    .insert(pointEntries)
    .values({
      memberId: input.memberId,
      kind: input.kind,
      amount: input.amount,
      balanceAfter,
      reference: input.reference,
      createdAt: input.at,
    })
    .returning({ id: pointEntries.id })
  await onPosted(tx, deps, {
    type: 'points.moved',
    memberId: input.memberId,
    at: input.at,
    pointEntryId: entry.id,
    amount: input.amount,
    balanceAfter,
  })
  return { entryId: entry.id, balanceAfter, replayed: false }
}

/** The member's point balance (0 before their first point). */
export async function pointsOf(db: DbOrTx, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: memberPoints.balance })
    .from(memberPoints)
    .where(eq(memberPoints.memberId, memberId))
  return row?.balance ?? 0n
}
