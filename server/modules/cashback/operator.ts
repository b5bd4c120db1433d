import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { ReturnProgram } from '../../../src/contract/cashback'
import { ErrorCode } from '../../../src/contract/envelope'
import { isBetCategory } from '../../../src/contract/ledger'
import type {
  OperatorReturnProgramBody,
  OperatorReturnsRunBody,
  OperatorSandboxBetBody,
} from '../../../src/contract/returns-operator'
import { cashbackPrograms, members, wallets } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { bangkokDate, bangkokDateStart } from '../../lib/bangkok'
import { parseBahtAmount } from '../../lib/money'
import { bookCommission } from '../affiliate/compute'
import { ok, type Result, refuse } from '../auth/result'
import { payWin, placeBet } from '../wallet/bets'
import { InsufficientFundsError } from '../wallet/ledger'
import { makeOffers } from './compute'
import { CASHBACK_MESSAGES } from './messages'
import { programToWire } from './programs'
import { periodOf } from './rules'

/** Computes a closed day (or the closed week holding it) again: only missing offers or commission. */
export async function runReturns(
  deps: AppDeps,
  body: OperatorReturnsRunBody,
): Promise<Result<{ made: number }>> {
  if (!bangkokDateStart(body.day)) return refuse(CASHBACK_MESSAGES.badDay)
  const today = bangkokDate(deps.clock.now())
  const end = body.job === 'affiliate' ? body.day : periodOf(body.job, body.day).end
  if (end >= today) return refuse(CASHBACK_MESSAGES.dayNotClosed)
  const made =
    body.job === 'affiliate'
      ? await bookCommission(deps, body.day)
      : await makeOffers(deps, body.job, body.day)
  return ok({ made })
}

/** Baht to satang where 0 is allowed (a tier from 0, no minimum); null when not a 2-decimal amount. */
const satangOrZero = (baht: number): bigint | null => (baht === 0 ? 0n : parseBahtAmount(baht))

/** Creates or replaces a return programme; offers already made keep their terms. */
export async function setReturnProgram(
  deps: AppDeps,
  body: OperatorReturnProgramBody,
): Promise<Result<ReturnProgram>> {
  const tiers = body.tiers.map((t) => ({
    fromSatang: satangOrZero(t.from),
    rateBp: Math.round(t.rate * 100),
  }))
  const sorted = tiers.every(
    (t, i) => t.fromSatang !== null && (i === 0 || t.fromSatang > (tiers[i - 1].fromSatang ?? 0n)),
  )
  const cap = parseBahtAmount(body.cap)
  const min = satangOrZero(body.min_amount)
  if (!sorted) return refuse(CASHBACK_MESSAGES.badTiers)
  if (cap === null || cap <= 0n || min === null) return refuse(CASHBACK_MESSAGES.badAmount)
  const values = {
    agentId: deps.config.agentId,
    kind: body.kind,
    enabled: body.enabled,
    tiers: tiers.map((t) => ({ fromSatang: (t.fromSatang ?? 0n).toString(), rateBp: t.rateBp })),
    minAmountSatang: min,
    capSatang: cap,
    claimDays: body.claim_days,
    walletTypeId: body.wallet_type_id,
  }
  const [row] = await deps.db
    .insert(cashbackPrograms)
    .values(values)
    .onConflictDoUpdate({ target: [cashbackPrograms.agentId, cashbackPrograms.kind], set: values })
    .returning()
  return ok(programToWire(row))
}

/**
 * Demo and test servers only (SEED=demo): a bet, and its win when given, booked through wallet/bets.ts
 * exactly as a game books it (ledger, turnover, play_daily), at `at` (not in the future).
 */
export async function sandboxBet(
  deps: AppDeps,
  body: OperatorSandboxBetBody,
): Promise<Result<{ reference: string }>> {
  if (deps.config.seed !== 'demo') return refuse(CASHBACK_MESSAGES.notSandbox)
  if (!isBetCategory(body.category)) return refuse(CASHBACK_MESSAGES.badCategory)
  const stake = parseBahtAmount(body.stake)
  const win = body.win === undefined ? 0n : satangOrZero(body.win)
  if (stake === null || stake <= 0n || win === null) return refuse(CASHBACK_MESSAGES.badAmount)
  const at = body.at ? new Date(body.at) : deps.clock.now()
  if (at > deps.clock.now()) return refuse(CASHBACK_MESSAGES.badDay)
  const [wallet] = await deps.db
    .select({ walletId: wallets.id, memberId: members.id })
    .from(members)
    .innerJoin(wallets, and(eq(wallets.memberId, members.id), eq(wallets.walletTypeId, 1)))
    .where(eq(members.phone, body.phone))
  if (!wallet) return refuse(CASHBACK_MESSAGES.unknownMember, ErrorCode.NOT_FOUND)
  const reference = `sandbox:${randomUUID()}`
  const product = { category: body.category, game: body.game }
  try {
    await deps.db.transaction(async (tx) => {
      await placeBet(tx, deps, { ...wallet, amountSatang: stake, reference, product, at })
      if (win > 0n) await payWin(tx, deps, { ...wallet, amountSatang: win, reference, product, at })
    })
  } catch (error) {
    if (error instanceof InsufficientFundsError) return refuse('ยอดเงินไม่พอ')
    throw error
  }
  return ok({ reference })
}
