import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { lineMessageSettings } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { lineUserIdOf } from '../line/accounts'
import type { EventDeps, EventOf } from '../wallet/events'
import { NOTIFY_TEXT } from './messages'
import { lineSender } from './sender'

/** The member's choice: on unless they turned it off. */
export async function lineMessagesOn(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: lineMessageSettings.enabled })
    .from(lineMessageSettings)
    .where(eq(lineMessageSettings.memberId, memberId))
  return row?.enabled ?? true
}

export async function setLineMessages(deps: AppDeps, memberId: number, enabled: boolean): Promise<void> {
  const updatedAt = deps.clock.now()
  await deps.db
    .insert(lineMessageSettings)
    .values({ memberId, enabled, updatedAt })
    .onConflictDoUpdate({ target: lineMessageSettings.memberId, set: { enabled, updatedAt } })
}

/**
 * Tells a member about their money in LINE, in the fact's transaction: only with a sender configured
 * (LINE_MESSAGES), a LINE account linked and the member's switch on. Money and bill facts only: no
 * promotion ever goes out this way.
 */
async function tell(tx: DbOrTx, deps: EventDeps, memberId: number, kind: string, text: string) {
  const sender = lineSender(deps.config)
  if (!sender) return
  if (!(await lineMessagesOn(tx, memberId))) return
  const lineUserId = await lineUserIdOf(tx, memberId)
  if (!lineUserId) return
  await sender.send(tx, { memberId, lineUserId, kind, text, at: deps.clock.now() })
}

export const tellDepositCredited = (tx: DbOrTx, deps: EventDeps, e: EventOf<'deposit.credited'>) =>
  tell(tx, deps, e.memberId, 'deposit.credited', NOTIFY_TEXT.depositCredited(e.amountSatang))

export const tellWithdrawalApproved = (tx: DbOrTx, deps: EventDeps, e: EventOf<'withdrawal.paid'>) =>
  tell(tx, deps, e.memberId, 'withdrawal.approved', NOTIFY_TEXT.withdrawalApproved(e.amountSatang))

export const tellWithdrawalRejected = (tx: DbOrTx, deps: EventDeps, e: EventOf<'withdrawal.refunded'>) =>
  tell(tx, deps, e.memberId, 'withdrawal.rejected', NOTIFY_TEXT.withdrawalRejected(e.amountSatang))

/** A lottery bill's win (reference `lotto-win:<bill id>`, wallet/references.ts); other games' wins say nothing. */
export async function tellBillWon(tx: DbOrTx, deps: EventDeps, e: EventOf<'bet.won'>): Promise<void> {
  const bill = /^lotto-win:(\d+)$/.exec(e.reference)
  if (!bill) return
  await tell(tx, deps, e.memberId, 'bill.won', NOTIFY_TEXT.billWon(Number(bill[1]), e.amountSatang))
}
