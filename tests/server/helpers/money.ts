import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { DbOrTx } from '../../../server/db/open'
import { wallets } from '../../../server/db/schema'
import type { AppDeps } from '../../../server/deps'
import { placeBet } from '../../../server/modules/wallet/bets'
import { EXTERNAL_HOUSE, moveMoney } from '../../../server/modules/wallet/ledger'
import type { BetProduct } from '../../../src/contract/ledger'
import type { PaymentOrder } from '../../../src/contract/payment'
import { TEST_OPERATOR_TOKEN } from './app'
import { testReference } from './references'

/** POST with a bearer token and an Idempotency-Key (a fresh one unless given). */
export async function postKeyed(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  token: string,
  key: string | null = randomUUID(),
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (key !== null) headers['idempotency-key'] = key
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
  })
  return { status: response.statusCode, body: response.json() }
}

/** The seeded PromptPay channel id (and the other channels by type). */
export async function channelIds(app: FastifyInstance, token: string): Promise<Record<string, number>> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/member/payment/channels',
    headers: { authorization: `Bearer ${token}` },
  })
  const ids: Record<string, number> = {}
  for (const c of response.json().data as { id: number; type: string }[]) ids[c.type] = c.id
  return ids
}

/** A PromptPay QR order of `amount` baht, as the site creates it. */
export async function createOrder(
  app: FastifyInstance,
  token: string,
  amount: number,
  extra: Record<string, unknown> = {},
): Promise<PaymentOrder> {
  const { promptpay } = await channelIds(app, token)
  const { body } = await postKeyed(
    app,
    '/api/member/payment/generate_qr',
    { channel_id: promptpay, amount, ...extra },
    token,
  )
  expect(body.error, body.message).toBe(0)
  return body.data
}

/** A call to the operator API with the test servers' operator token. */
export async function operatorCall(
  app: FastifyInstance,
  url: string,
  payload?: Record<string, unknown>,
  token = TEST_OPERATOR_TOKEN,
) {
  const response = await app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/operator/${url}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.statusCode, body: response.json() }
}

/** The operator confirms a QR order (as the payment provider's callback would). */
export const confirm = (app: FastifyInstance, orderId: number) =>
  operatorCall(app, 'payment/confirm', { order_id: orderId })

/** Deposits `amount` baht through a QR order and the operator's confirmation. */
export async function deposit(app: FastifyInstance, token: string, amount: number): Promise<PaymentOrder> {
  const order = await createOrder(app, token, amount)
  const { body } = await confirm(app, order.id)
  expect(body.error, body.message).toBe(0)
  return body.data
}

/** Main wallet balance in baht. */
export async function mainBalance(app: FastifyInstance, token: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/member/wallets',
    payload: {},
    headers: { authorization: `Bearer ${token}` },
  })
  return (response.json().data as { wallet_type_id: number; balance: number }[]).find(
    (w) => w.wallet_type_id === 1,
  )?.balance as number
}

/** The operator approves or rejects a waiting withdrawal. */
export const decide = (app: FastifyInstance, decision: 'approve' | 'reject', withdrawId: number) =>
  operatorCall(app, `withdraw/${decision}`, { withdraw_id: withdrawId })

/** The id of a member's wallet of `type` (1 = main), or null when the member has none yet. */
export async function walletIdOf(db: DbOrTx, memberId: number, type: number): Promise<number | null> {
  const rows = await db.select().from(wallets).where(eq(wallets.memberId, memberId))
  return rows.find((w) => w.walletTypeId === type)?.id ?? null
}

/** The game of the test bets (a slot). */
export const TEST_PRODUCT: BetProduct = { category: 'slot', game: 'test:slot' }

/** A bet stake leaving a member's wallet, as a game module places it (wallet/bets.ts). */
export async function postBet(
  deps: AppDeps,
  memberId: number,
  stakeSatang: bigint,
  walletType = 1,
  product: BetProduct = TEST_PRODUCT,
) {
  const walletId = await walletIdOf(deps.db, memberId, walletType)
  if (walletId === null) throw new Error(`member ${memberId} has no wallet of type ${walletType}`)
  const reference = testReference('bet')
  await deps.db.transaction((tx) =>
    placeBet(tx, deps, {
      memberId,
      walletId,
      amountSatang: stakeSatang,
      reference,
      product,
      at: deps.clock.now(),
    }),
  )
}

/**
 * A confirmed deposit as the payment module books it, without an order: the main wallet credit
 * and its deposit.credited event in one call (for tests of the promotion rules themselves).
 */
export async function bookDeposit(
  deps: AppDeps,
  input: { memberId: number; amountSatang: bigint; promotionId: number | null; orderId: number },
) {
  const { memberId, amountSatang, promotionId, orderId } = input
  const main = await walletIdOf(deps.db, memberId, 1)
  if (main === null) throw new Error(`member ${memberId} has no main wallet`)
  await deps.db.transaction((tx) =>
    moveMoney(
      tx,
      deps,
      {
        kind: 'deposit',
        memberId,
        reference: testReference(`order-${orderId}`),
        legs: [
          { walletId: main, amount: amountSatang },
          { house: EXTERNAL_HOUSE, amount: -amountSatang },
        ],
        at: deps.clock.now(),
      },
      { type: 'deposit.credited', orderId, amountSatang, promotionId },
    ),
  )
}
