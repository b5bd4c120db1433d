import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { HouseAccount } from '../../../src/contract/ledger'
import type { YeekeeBonus, YeekeeBonusSetting } from '../../../src/contract/yeekee'
import type { DbOrTx, Tx } from '../../db/open'
import { lottoBills, lottoYeekeeBonuses, lottoYeekeeSettings, members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { maskPhone } from '../../lib/mask'
import { parseBahtOrZero, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { moveMoney } from '../wallet/ledger'
import { yeekeeBonusReference } from '../wallet/references'
import { mainWalletId } from '../wallet/service'
import { LOTTO_MESSAGES as M } from './messages'

/** The positions (newest first) whose shooters may get the bonus. */
export const YEEKEE_BONUS_POSITIONS = [1, 16] as const
export type YeekeeBonusPosition = (typeof YEEKEE_BONUS_POSITIONS)[number]

/** The house account the bonus is paid from (the operator's Yeekee budget). */
const YEEKEE_BONUS_HOUSE: HouseAccount = 'yeekee_bonus'

/**
 * The statement's detail of a bonus credit, as the board numbers shots: the line reads
 * 'โบนัสยี่กี ลำดับที่ 16' (the ledger kind's label, then this).
 */
export const yeekeeBonusMemo = (position: number) => `ลำดับที่ ${position}`

interface BonusAmounts {
  1: bigint
  16: bigint
}

/** The bonus in force (satang per position); no row = off. */
export async function yeekeeBonusAmounts(db: DbOrTx, agentId: number): Promise<BonusAmounts> {
  const [row] = await db.select().from(lottoYeekeeSettings).where(eq(lottoYeekeeSettings.agentId, agentId))
  return { 1: row?.bonusFirstSatang ?? 0n, 16: row?.bonusSixteenthSatang ?? 0n }
}

const toWire = (amounts: BonusAmounts): YeekeeBonusSetting => ({
  position_1: satangToBaht(amounts[1]),
  position_16: satangToBaht(amounts[16]),
})

export async function yeekeeBonusSetting(deps: AppDeps): Promise<YeekeeBonusSetting> {
  return toWire(await yeekeeBonusAmounts(deps.db, deps.config.agentId))
}

/** The operator sets both amounts (0 = that bonus off); rounds already resulted keep theirs. */
export async function setYeekeeBonus(
  deps: AppDeps,
  body: YeekeeBonusSetting,
): Promise<Result<YeekeeBonusSetting>> {
  const first = parseBahtOrZero(body.position_1)
  const sixteenth = parseBahtOrZero(body.position_16)
  if (first === null || sixteenth === null) return refuse(M.badAmount)
  const values = {
    agentId: deps.config.agentId,
    bonusFirstSatang: first,
    bonusSixteenthSatang: sixteenth,
    updatedAt: deps.clock.now(),
  }
  await deps.db
    .insert(lottoYeekeeSettings)
    .values(values)
    .onConflictDoUpdate({ target: lottoYeekeeSettings.agentId, set: values })
  return ok(toWire({ 1: first, 16: sixteenth }))
}

export interface PositionedShot {
  position: YeekeeBonusPosition
  id: number
  memberId: number
}

/**
 * At a round's result, in the result's transaction (the round locked FOR UPDATE, so once): one
 * `lotto_yeekee_bonuses` row per position whose bonus is on (its primary key refuses a second), and,
 * when the shooter has a bill in the round, the credit to their main wallet (ledger kind
 * `yeekee_bonus`, from its own house account `yeekee_bonus`, apart from the promotions' `bonus`) and
 * its fact `yeekee.bonus_paid`. A shooter without a bill gets the row, unpaid.
 */
export async function decideYeekeeBonuses(
  tx: Tx,
  deps: AppDeps,
  roundId: number,
  shots: PositionedShot[],
  now: Date,
): Promise<void> {
  const amounts = await yeekeeBonusAmounts(tx, deps.config.agentId)
  for (const shot of shots) {
    const amount = amounts[shot.position]
    if (amount <= 0n) continue
    const [decided] = await tx
      .insert(lottoYeekeeBonuses)
      .values({
        roundId,
        position: shot.position,
        shotId: shot.id,
        memberId: shot.memberId,
        amountSatang: amount,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ roundId: lottoYeekeeBonuses.roundId })
    if (!decided) continue
    const [bill] = await tx
      .select({ id: lottoBills.id })
      .from(lottoBills)
      .where(
        and(
          eq(lottoBills.roundId, roundId),
          eq(lottoBills.memberId, shot.memberId),
          ne(lottoBills.status, 'cancelled'),
        ),
      )
      .limit(1)
    const walletId = bill ? await mainWalletId(tx, shot.memberId) : null
    if (walletId === null) continue
    const posted = await moveMoney(
      tx,
      deps,
      {
        kind: 'yeekee_bonus',
        memberId: shot.memberId,
        reference: yeekeeBonusReference(roundId, shot.position),
        memo: yeekeeBonusMemo(shot.position),
        legs: [
          { walletId, amount },
          { house: YEEKEE_BONUS_HOUSE, amount: -amount },
        ],
        at: now,
      },
      { type: 'yeekee.bonus_paid', roundId, position: shot.position, amountSatang: amount },
    )
    await tx
      .update(lottoYeekeeBonuses)
      .set({ transactionId: posted.transactionId })
      .where(and(eq(lottoYeekeeBonuses.roundId, roundId), eq(lottoYeekeeBonuses.position, shot.position)))
  }
}

/** A round's decided bonuses for its board, position 1 first; null when there are none. */
export async function roundBonuses(db: DbOrTx, roundId: number): Promise<YeekeeBonus[] | null> {
  const rows = await db
    .select({
      position: lottoYeekeeBonuses.position,
      shotId: lottoYeekeeBonuses.shotId,
      amount: lottoYeekeeBonuses.amountSatang,
      paid: sql<boolean>`${lottoYeekeeBonuses.transactionId} is not null`,
      username: members.phone,
    })
    .from(lottoYeekeeBonuses)
    .innerJoin(members, eq(members.id, lottoYeekeeBonuses.memberId))
    .where(eq(lottoYeekeeBonuses.roundId, roundId))
    .orderBy(asc(lottoYeekeeBonuses.position))
  if (rows.length === 0) return null
  return rows.map((r) => ({
    position: r.position,
    shot_id: Number(r.shotId),
    username: maskPhone(r.username),
    amount: satangToBaht(r.amount),
    paid: Boolean(r.paid),
  }))
}
