import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type {
  WheelRewardReply,
  WheelSegment,
  WheelSetting,
  WheelSpinReply,
} from '../../../src/contract/wheel'
import { wheelOutcome } from '../../../src/contract/wheel-outcome'
import type { DbOrTx } from '../../db/open'
import { members, wheelSegments, wheelSpins } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { maskPhone } from '../../lib/mask'
import { ok, type Result, refuse } from '../../lib/result'
import { InsufficientPointsError, movePoints, pointsOf } from '../points/ledger'
import { creditReward, pointsReward } from '../rewards/credit'
import { withIdempotency } from '../wallet/idempotency'
import { wheelPrizeReference } from '../wallet/references'
import { memberWallets } from '../wallet/service'
import { committedOf, nextCommitment } from './commitment'
import { freeSpinsOf, takeFreeSpin } from './free-spins'
import { SPIN_COST_POINTS, WHEEL_MESSAGES } from './messages'
import { entryToWire, spinToWire, type TableEntry, tableOf } from './wire'

/** The published table: the agent's enabled segments in wheel order. */
export async function wheelTable(deps: AppDeps, db: DbOrTx = deps.db): Promise<TableEntry[]> {
  const rows = await db
    .select()
    .from(wheelSegments)
    .where(and(eq(wheelSegments.agentId, deps.config.agentId), eq(wheelSegments.enabled, true)))
    .orderBy(asc(wheelSegments.sort), asc(wheelSegments.id))
  return tableOf(rows)
}

export const wheelSegmentsWire = async (deps: AppDeps): Promise<WheelSegment[]> =>
  (await wheelTable(deps)).map(entryToWire)

/** The member's setting: segments, cost, free spins, points and the hash of their next spin's seed. */
export async function wheelSetting(deps: AppDeps, memberId: number): Promise<WheelSetting> {
  const [segments, freeSpins, points, committed] = await Promise.all([
    wheelSegmentsWire(deps),
    freeSpinsOf(deps.db, memberId),
    pointsOf(deps.db, memberId),
    committedOf(deps.db, memberId),
  ])
  // Every member has one from their creation (member.created; migration 0016 for older members):
  // a read writes nothing, except to repair a member who somehow has none.
  const next = committed ?? (await nextCommitment(deps.db, memberId, deps.clock.now()))
  return {
    segments,
    cost_points: Number(SPIN_COST_POINTS),
    free_spins: freeSpins,
    points: Number(points),
    next_hash: next.hash,
  }
}

type SpinAnswer = NonNullable<WheelSpinReply['data']>

/**
 * Spins once per Idempotency-Key: takes the member's committed seed (published before), pays with a
 * free spin or SPIN_COST_POINTS, draws the segment by the published rule from the client seed, stores
 * the table and the prize, reveals the seed, and commits the next seed, all in one transaction.
 */
export async function spinWheel(
  deps: AppDeps,
  memberId: number,
  key: string,
  clientSeed: string,
): Promise<Result<SpinAnswer>> {
  return withIdempotency(
    deps,
    { memberId, key, scope: 'wheel.spin', payload: { clientSeed } },
    async (tx) => {
      const table = await wheelTable(deps, tx)
      if (table.length === 0) return refuse(WHEEL_MESSAGES.noSegments)
      const now = deps.clock.now()
      const committed = await nextCommitment(tx, memberId, now)
      // Claims the committed row: a concurrent spin with another key finds it taken and is refused.
      const [row] = await tx
        .update(wheelSpins)
        .set({ state: 'spun' })
        .where(and(eq(wheelSpins.id, committed.id), eq(wheelSpins.state, 'committed')))
        .returning()
      if (!row) return refuse(WHEEL_MESSAGES.busy)
      const freeSpin = await takeFreeSpin(tx, memberId)
      if (!freeSpin) {
        try {
          await movePoints(tx, deps, {
            memberId,
            kind: 'wheel',
            amount: -SPIN_COST_POINTS,
            reference: `wheel_spin:${row.id}`,
            at: now,
          })
        } catch (error) {
          if (error instanceof InsufficientPointsError) return refuse(WHEEL_MESSAGES.notEnoughPoints)
          throw error
        }
      }
      const { index } = await wheelOutcome(
        row.serverSeed,
        clientSeed,
        table.map((e) => e.weight),
      )
      const [spun] = await tx
        .update(wheelSpins)
        .set({
          clientSeed,
          table,
          segmentIndex: index,
          segmentId: table[index].id,
          costPoints: freeSpin ? 0n : SPIN_COST_POINTS,
          freeSpin,
          spunAt: now,
        })
        .where(eq(wheelSpins.id, row.id))
        .returning()
      const next = await nextCommitment(tx, memberId, now)
      return ok({
        spin: spinToWire(spun),
        points: Number(await pointsOf(tx, memberId)),
        free_spins: await freeSpinsOf(tx, memberId),
        next_hash: next.hash,
      })
    },
  )
}

type RewardAnswer = NonNullable<WheelRewardReply['data']>

/** Claims a spin's stored prize once (conditional UPDATE of claimed_at): credit or points. */
export async function claimWheelReward(
  deps: AppDeps,
  memberId: number,
  key: string,
  spinId: number,
): Promise<Result<RewardAnswer>> {
  return withIdempotency(deps, { memberId, key, scope: 'wheel.reward', payload: { spinId } }, async (tx) => {
    const [row] = await tx
      .select()
      .from(wheelSpins)
      .where(and(eq(wheelSpins.id, spinId), eq(wheelSpins.memberId, memberId), eq(wheelSpins.state, 'spun')))
    if (!row) return refuse(WHEEL_MESSAGES.spinNotFound, ErrorCode.NOT_FOUND)
    const prize = ((row.table ?? []) as TableEntry[])[row.segmentIndex ?? 0]
    if (!prize || prize.kind === 'none') return refuse(WHEEL_MESSAGES.nothingToClaim)
    const now = deps.clock.now()
    const [claimed] = await tx
      .update(wheelSpins)
      .set({ claimedAt: now })
      .where(and(eq(wheelSpins.id, row.id), sql`${wheelSpins.claimedAt} is null`))
      .returning()
    if (!claimed) return refuse(WHEEL_MESSAGES.claimed)
    let saved = claimed
    if (prize.kind === 'points') {
      await pointsReward(tx, deps, {
        memberId,
        source: 'wheel',
        points: BigInt(prize.amount),
        reference: `wheel_spin:${row.id}:prize`,
        at: now,
      })
    } else {
      const transactionId = await creditReward(tx, deps, {
        memberId,
        source: 'wheel',
        title: `วงล้อนำโชค: ${prize.label}`,
        amountSatang: BigInt(prize.amount),
        turnoverMultiple: 0,
        reference: wheelPrizeReference(row.id),
        at: now,
      })
      ;[saved] = await tx
        .update(wheelSpins)
        .set({ transactionId })
        .where(eq(wheelSpins.id, row.id))
        .returning()
    }
    return ok({
      spin: spinToWire(saved),
      wallets: await memberWallets(tx, memberId),
      points: Number(await pointsOf(tx, memberId)),
    })
  })
}

/** The member's spins, newest first (spun only: a committed seed stays secret). */
export async function wheelHistory(db: DbOrTx, memberId: number) {
  const rows = await db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.memberId, memberId), eq(wheelSpins.state, 'spun')))
    .orderBy(desc(wheelSpins.id))
    .limit(50)
  return rows.map(spinToWire)
}

/**
 * Recent winning spins of everyone, names masked. The prize is the one in the spin's own table
 * (what it was drawn from and pays), not the segment as the marketing desk may have changed it since.
 */
export async function wheelBoard(db: DbOrTx) {
  const prize = sql`(${wheelSpins.table} -> ${wheelSpins.segmentIndex})`
  const rows = await db
    .select({ phone: members.phone, segment: sql<string>`${prize} ->> 'label'`, at: wheelSpins.spunAt })
    .from(wheelSpins)
    .innerJoin(members, eq(members.id, wheelSpins.memberId))
    .where(
      and(eq(wheelSpins.state, 'spun'), isNotNull(wheelSpins.spunAt), sql`${prize} ->> 'kind' <> 'none'`),
    )
    .orderBy(desc(wheelSpins.spunAt), desc(wheelSpins.id))
    .limit(20)
  return rows.map((r) => ({
    name: maskPhone(r.phone),
    label: r.segment,
    at: (r.at ?? new Date(0)).toISOString(),
  }))
}
