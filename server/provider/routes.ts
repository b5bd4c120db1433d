import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Static, TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { ErrorCode } from '../../src/contract/envelope'
import type { Result } from '../lib/result'
import type { ProviderContext } from './context'
import { findBuiltinGame, INSTANT_GAMES } from './games'
import { roundHistory, roundReveal } from './history'
import { playRound } from './rounds'
import { HistoryBody, PlayBody, RoundBody, SeedBody, SessionBody, SessionOnly } from './schemas'
import { findSession, openDemoSession, openLaunchSession, sessionBalance, setClientSeed } from './sessions'
import { recoverRounds } from './settle'
import { PROVIDER_TEXTS } from './texts'

const envelope = <T>(result: Result<T>) =>
  result.ok ? { error: ErrorCode.OK, data: result.value } : { error: result.error, message: result.message }

const malformed = (reply: FastifyReply) =>
  reply.code(400).send({ error: ErrorCode.BAD_REQUEST, message: 'คำขอไม่ถูกต้อง' })

type Req<S extends TSchema, P = unknown> = FastifyRequest<{ Body: Static<S>; Params: P }>

/**
 * The game pages' API (`/provider/builtin/api/...`). Pages may run in a sandboxed frame without
 * same-origin (origin "null"), so it answers CORS for any origin; it needs no cookie, the page
 * sends its session token in the body.
 */
export async function providerApiRoutes(api: FastifyInstance, ctx: ProviderContext): Promise<void> {
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('Access-Control-Allow-Origin', '*')
    reply.header('Cache-Control', 'no-store')
    done()
  })
  api.options('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Access-Control-Allow-Methods', 'POST, OPTIONS')
      .header('Access-Control-Allow-Headers', 'content-type')
      .header('Access-Control-Max-Age', '600')
      .code(204)
      .send(),
  )
  const hide = { hide: true }

  api.post(
    '/session',
    { schema: { ...hide, body: SessionBody } },
    async (request: Req<typeof SessionBody>, reply) => {
      const { game, launch_token, demo } = request.body
      // Rounds a wallet outage left unfinished are finished as players come back (and at start).
      await recoverRounds(ctx)
      if (launch_token) return envelope(await openLaunchSession(ctx, game, launch_token))
      if (demo) return envelope(await openDemoSession(ctx, game))
      return malformed(reply)
    },
  )

  api.post(
    '/balance',
    { schema: { ...hide, body: SessionOnly } },
    async (request: Req<typeof SessionOnly>) => {
      const session = await findSession(ctx, request.body.session)
      if (!session.ok) return envelope(session)
      return envelope(await sessionBalance(ctx, session.value))
    },
  )

  api.post('/seed', { schema: { ...hide, body: SeedBody } }, async (request: Req<typeof SeedBody>) => {
    const session = await findSession(ctx, request.body.session)
    if (!session.ok) return envelope(session)
    return envelope({ ok: true, value: await setClientSeed(ctx, session.value, request.body.client_seed) })
  })

  api.post(
    '/history',
    { schema: { ...hide, body: HistoryBody } },
    async (request: Req<typeof HistoryBody>) => {
      const session = await findSession(ctx, request.body.session)
      if (!session.ok) return envelope(session)
      return envelope({ ok: true, value: await roundHistory(ctx, session.value, request.body.limit ?? 20) })
    },
  )

  api.post('/round', { schema: { ...hide, body: RoundBody } }, async (request: Req<typeof RoundBody>) => {
    const session = await findSession(ctx, request.body.session)
    if (!session.ok) return envelope(session)
    return envelope(await roundReveal(ctx, session.value, request.body.round_id))
  })

  api.post(
    '/:game/play',
    { schema: { ...hide, body: PlayBody } },
    async (request: Req<typeof PlayBody, { game: string }>, reply) => {
      const game = INSTANT_GAMES[request.params.game]
      if (!game || !findBuiltinGame(request.params.game))
        return reply.code(404).send({ error: ErrorCode.NOT_FOUND, message: PROVIDER_TEXTS.unknownGame })
      if (!Value.Check(game.input, request.body.input)) return malformed(reply)
      const session = await findSession(ctx, request.body.session)
      if (!session.ok) return envelope(session)
      if (session.value.gameCode !== request.params.game)
        return envelope({ ok: false, error: ErrorCode.REFUSED, message: PROVIDER_TEXTS.wrongGame })
      return envelope(await playRound(ctx, session.value, game, request.body.request_id, request.body.input))
    },
  )
}
