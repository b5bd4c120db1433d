import type { LiveEvent } from '../../../src/contract/live'
import type { Bus } from '../../db/bus'
import type { DbOrTx } from '../../db/open'

/** What travels on `live.member`: one event for one member's live connections, on every instance. */
export interface MemberLiveMessage {
  member_id: number
  event: LiveEvent
}

/**
 * Tells a member's live connections (on every instance) about a change. Call it with the transaction
 * that makes the change: the event is delivered only if that transaction commits. PostgreSQL delivers
 * identical notifications of one transaction once, so two `balance` events in one change arrive as one.
 */
export function publishToMember(bus: Bus, tx: DbOrTx, memberId: number, event: LiveEvent): Promise<void> {
  return bus.publish(tx, 'live.member', { member_id: memberId, event } satisfies MemberLiveMessage)
}

/** Tells every live connection (round countdowns, the Yeekee board...): on `live.all`. */
export function publishToAll(bus: Bus, tx: DbOrTx, event: LiveEvent): Promise<void> {
  return bus.publish(tx, 'live.all', event)
}

/** What travels on `live.staff`: a change the back office's money desk shows (modules/staff/desk-hub.ts). */
export interface StaffLiveMessage {
  kind: 'deposit' | 'withdraw'
  id: number
  status: string
}

/**
 * Tells the back office's live queues about a deposit order or withdrawal (with the transaction that
 * makes it). Status changes already travel to the member on `live.member`, which the desk hears too:
 * this is for what the member is not told (a new QR order).
 */
export function publishToStaff(bus: Bus, tx: DbOrTx, message: StaffLiveMessage): Promise<void> {
  return bus.publish(tx, 'live.staff', message)
}
