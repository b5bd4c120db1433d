import { and, desc, eq, inArray } from 'drizzle-orm'
import type { RoundView } from '../../games/rules/wire'
import { ErrorCode } from '../../src/contract/envelope'
import { providerRounds } from '../db/schema'
import { type Result, refuse } from '../lib/result'
import type { ProviderContext } from './context'
import type { ProviderSession } from './sessions'
import { PROVIDER_TEXTS } from './texts'
import { roundView } from './views'

const PLAYED = ['settled', 'open']

/** Whose rounds a session may read: the player's (real, across sessions) or the demo session's own. */
const ownedBy = (session: ProviderSession) =>
  session.demo || !session.playerId
    ? eq(providerRounds.sessionId, session.id)
    : and(eq(providerRounds.playerId, session.playerId), eq(providerRounds.demo, false))

/** The last rounds of this game, newest first, each with its seed revealed. */
export async function roundHistory(
  ctx: ProviderContext,
  session: ProviderSession,
  limit: number,
): Promise<RoundView[]> {
  const rows = await ctx.deps.db
    .select()
    .from(providerRounds)
    .where(
      and(
        ownedBy(session),
        eq(providerRounds.gameCode, session.gameCode),
        inArray(providerRounds.status, PLAYED),
      ),
    )
    .orderBy(desc(providerRounds.createdAt), desc(providerRounds.nonce))
    .limit(limit)
  return rows.map(roundView)
}

/** One round's fairness reveal (seeds, nonce, input, outcome) for its own player. */
export async function roundReveal(
  ctx: ProviderContext,
  session: ProviderSession,
  roundId: string,
): Promise<Result<RoundView>> {
  const [round] = await ctx.deps.db
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.id, roundId), ownedBy(session), inArray(providerRounds.status, PLAYED)))
  if (!round) return refuse(PROVIDER_TEXTS.roundNotFound, ErrorCode.NOT_FOUND)
  return { ok: true, value: roundView(round) }
}
