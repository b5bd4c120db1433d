import { and, asc, gte } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Static, Type } from 'typebox'
import type { BoardView } from '../../../games/rules/football-wire'
import { ErrorCode } from '../../../src/contract/envelope'
import { footballMatches } from '../../db/schema'
import { type Result, refuse, toEnvelope } from '../../lib/result'
import type { ProviderContext } from '../context'
import { findSession } from '../sessions'
import { PROVIDER_TEXTS } from '../texts'
import { placeSlip, playerSlips } from './slips'
import { matchView, slipView } from './views'

const Session = Type.String({ minLength: 20, maxLength: 100 })
const BoardBody = Type.Object({ session: Session }, { additionalProperties: false })
const SlipBody = Type.Object(
  {
    session: Session,
    request_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    match_id: Type.Integer({ minimum: 1 }),
    market: Type.String({ minLength: 1, maxLength: 8 }),
    stake: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
)

type Req<S> = FastifyRequest<{ Body: S }>

/** The football session of a page token (a session opened for another game is refused). */
async function footballSession(ctx: ProviderContext, token: string) {
  const session = await findSession(ctx, token)
  if (session.ok && session.value.gameCode !== 'football')
    return refuse(PROVIDER_TEXTS.wrongGame) as Result<typeof session.value>
  return session
}

/**
 * Virtual football's page API (`/provider/builtin/api/football/...`): the board (recent, live and
 * upcoming matches with odds and live scores), placing a single-bet slip, the member's slips.
 */
export async function footballRoutes(api: FastifyInstance, ctx: ProviderContext): Promise<void> {
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('Access-Control-Allow-Origin', '*')
    reply.header('Cache-Control', 'no-store')
    done()
  })
  const hide = { hide: true }

  api.post(
    '/board',
    { schema: { ...hide, body: BoardBody } },
    async (request: Req<Static<typeof BoardBody>>) => {
      const session = await footballSession(ctx, request.body.session)
      if (!session.ok) return toEnvelope(session)
      const now = ctx.deps.clock.now()
      // The last few matches (results, fairness), the live one and the ones open for bets.
      const { footballIntervalSeconds, footballMatchSeconds } = ctx.deps.config
      const since = new Date(now.getTime() - 4 * footballIntervalSeconds * 1000)
      const rows = await ctx.deps.db
        .select()
        .from(footballMatches)
        .where(and(gte(footballMatches.kickoffAt, since)))
        .orderBy(asc(footballMatches.kickoffAt))
        .limit(12)
      const matches = await Promise.all(rows.map((m) => matchView(m, now, footballMatchSeconds)))
      const slips = session.value.playerId ? await playerSlips(ctx, session.value.playerId) : []
      const board: BoardView = { now: now.toISOString(), matches, slips: slips.map(slipView) }
      return { error: ErrorCode.OK, data: board }
    },
  )

  api.post(
    '/slip',
    { schema: { ...hide, body: SlipBody } },
    async (request: Req<Static<typeof SlipBody>>) => {
      const session = await footballSession(ctx, request.body.session)
      if (!session.ok) return toEnvelope(session)
      const { request_id, match_id, market, stake } = request.body
      const placed = await placeSlip(ctx, session.value, { request_id, match_id, market, stake })
      if (!placed.ok) return toEnvelope(placed)
      return {
        error: ErrorCode.OK,
        data: { slip: slipView(placed.value), balance: Number(placed.value.balanceSatang ?? 0n) / 100 },
      }
    },
  )
}
