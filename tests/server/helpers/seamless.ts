import type { SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { AppDeps } from '../../../server/deps'
import { bahtToSatang } from '../../../server/lib/money'
import { signBody } from '../../../server/modules/game/seamless/signature'
import { postTransaction } from '../../../server/modules/wallet/ledger'
import type { GameTile } from '../../../src/contract/game'
import type { Wallet } from '../../../src/contract/wallet'
import type { TestMember } from './factories'
import { walletIdOf } from './money'
import { testReference } from './references'

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(deps: AppDeps, query: SQL): Promise<T[]> {
  const result = (await deps.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** Puts `baht` in the member's wallet of `type` (an opening balance: no deposit rules in the way). */
export async function fund(deps: AppDeps, member: TestMember, baht: number, type = 1): Promise<void> {
  const walletId = await walletIdOf(deps.db, member.user.id, type)
  if (walletId === null) throw new Error(`no wallet of type ${type}`)
  const amount = bahtToSatang(baht)
  await postTransaction(deps.db, {
    kind: 'opening',
    memberId: member.user.id,
    reference: testReference('fund'),
    legs: [
      { walletId, amount },
      { house: 'opening', amount: -amount },
    ],
    at: deps.clock.now(),
  })
}

/** The built-in provider's secret in the game test servers (setupApp config builtinProviderSecret). */
export const TEST_PROVIDER_SECRET = 'test-builtin-provider-secret-0123456789abcdef'

export interface SignedOptions {
  provider?: string
  secret?: string
  /** Send exactly this signature instead of the right one. */
  signature?: string
  /** Send exactly this raw body instead of JSON.stringify(body). */
  raw?: string
}

/** A provider's call to the seamless wallet, signed as a provider signs it (HMAC of the raw body). */
export async function seamless(
  app: FastifyInstance,
  action: string,
  body: unknown,
  options: SignedOptions = {},
) {
  const raw = options.raw ?? JSON.stringify(body)
  const response = await app.inject({
    method: 'POST',
    url: `/api/seamless/${action}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-provider-code': options.provider ?? 'builtin',
      'x-signature': options.signature ?? signBody(options.secret ?? TEST_PROVIDER_SECRET, raw),
    },
  })
  return { status: response.statusCode, body: response.json() }
}

/** A catalogue tile by game code (the built-in slot by default). */
export async function tileOf(app: FastifyInstance, code = 'slot'): Promise<GameTile> {
  const response = await app.inject({ url: `/api/game/list?search=${code}` })
  const tile = (response.json().data.games as GameTile[]).find((g) => g.code === code)
  if (!tile) throw new Error(`no game ${code} in the catalogue`)
  return tile
}

/** The member's wallet of `type` that the game accepts. */
export async function gameWallet(
  app: FastifyInstance,
  member: TestMember,
  tile: GameTile,
  type = 1,
): Promise<Wallet> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/game/wallets',
    payload: { game_id: tile.game_id, provider_id: tile.provider_id },
    headers: { authorization: `Bearer ${member.token}` },
  })
  const wallet = (response.json().data as Wallet[]).find((w) => w.wallet_type_id === type)
  if (!wallet) throw new Error(`no wallet of type ${type}`)
  return wallet
}

/** game/link for the member's wallet; answers the launch token the link carries. */
export async function launchToken(
  app: FastifyInstance,
  member: TestMember,
  tile: GameTile,
  walletId: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/game/link',
    payload: {
      wallet_id: walletId,
      game_id: tile.game_id,
      provider_id: tile.provider_id,
      is_mobile: true,
      source: 'lobby',
    },
    headers: { authorization: `Bearer ${member.token}` },
  })
  const reply = response.json()
  expect(reply.error, reply.message).toBe(0)
  const token = new URL(reply.data.link, 'http://site.test').searchParams.get('token')
  if (!token) throw new Error(`no token in ${reply.data.link}`)
  return token
}

/** Launch and authenticate as the built-in provider would: the session token of the member's wallet. */
export async function openSession(app: FastifyInstance, member: TestMember, code = 'slot', walletType = 1) {
  const tile = await tileOf(app, code)
  const wallet = await gameWallet(app, member, tile, walletType)
  const token = await launchToken(app, member, tile, wallet.id)
  const { body } = await seamless(app, 'authenticate', { launch_token: token })
  expect(body.status).toBe('OK')
  return { sessionToken: body.session_token as string, walletId: wallet.id, tile }
}
