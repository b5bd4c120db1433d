import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import generatePayload from 'promptpay-qr'
import { bankName } from '../../../src/contract/banks'
import { ErrorCode } from '../../../src/contract/envelope'
import type {
  GenerateQrBody,
  InquiryStatus,
  PaymentAccount,
  PaymentChannel,
  PaymentChannelType,
  PaymentInfo,
  PaymentOrder,
} from '../../../src/contract/payment'
import type { DbOrTx } from '../../db/open'
import {
  agentBankAccounts,
  agentTrueMoneyAccounts,
  memberPromotions,
  paymentChannels,
  paymentOrders,
  paymentSubChannels,
} from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { publishToMember, publishToStaff } from '../live/publish'
import { checkDepositPromotion } from '../promotion/hooks'
import { responsibleCheck } from '../responsible/check'
import { withIdempotency } from '../wallet/idempotency'
import { PAYMENT_MESSAGES } from './messages'

/** A generated QR order stays payable this long (server clock). */
export const ORDER_TTL_MS = 15 * 60_000

type ChannelRow = typeof paymentChannels.$inferSelect
type OrderRow = typeof paymentOrders.$inferSelect

/** PromptPay (EMVCo Thai QR) payload for a receiver id and an amount in satang. */
export function promptPayPayload(promptpayId: string, amountSatang: bigint): string {
  return generatePayload(promptpayId, { amount: Number(amountSatang) / 100 })
}

async function channelRows(db: DbOrTx, agentId: number, channelId?: number): Promise<PaymentChannel[]> {
  const where = and(
    eq(paymentChannels.agentId, agentId),
    eq(paymentChannels.active, true),
    channelId === undefined ? undefined : eq(paymentChannels.id, channelId),
  )
  const channels = await db
    .select()
    .from(paymentChannels)
    .where(where)
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id))
  if (channels.length === 0) return []
  const subs = await db
    .select()
    .from(paymentSubChannels)
    .where(
      inArray(
        paymentSubChannels.channelId,
        channels.map((c) => c.id),
      ),
    )
    .orderBy(asc(paymentSubChannels.sort), asc(paymentSubChannels.id))
  return channels.map((c) =>
    toChannel(
      c,
      subs.filter((s) => s.channelId === c.id),
    ),
  )
}

function toChannel(c: ChannelRow, subs: { id: number; name: string }[]): PaymentChannel {
  return {
    id: c.id,
    type: c.type as PaymentChannelType,
    name: c.name,
    min_amount: satangToBaht(c.minAmountSatang),
    max_amount: satangToBaht(c.maxAmountSatang),
    quick_amounts: c.quickAmounts,
    qr: c.type === 'promptpay',
    sub_channels: subs.map((s) => ({ id: s.id, name: s.name })),
  }
}

export const listChannels = (deps: AppDeps) => channelRows(deps.db, deps.config.agentId)

/** 'XXXXXXXXX4567': the receiver id is not secret, but members need only its end to recognise it. */
const masked = (id: string) => `${'X'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}`

export async function paymentInfo(deps: AppDeps, channelId: number): Promise<Result<PaymentInfo>> {
  const [channel] = await channelRows(deps.db, deps.config.agentId, channelId)
  if (!channel) return refuse(PAYMENT_MESSAGES.channelNotFound, ErrorCode.NOT_FOUND)
  let accounts: PaymentAccount[] = []
  if (channel.type === 'bank') {
    const rows = await deps.db
      .select()
      .from(agentBankAccounts)
      .where(eq(agentBankAccounts.agentId, deps.config.agentId))
      .orderBy(asc(agentBankAccounts.sort), asc(agentBankAccounts.id))
    accounts = rows.map((b) => ({
      bank_code: b.bankCode,
      bank_name: bankName(b.bankCode),
      account_no: b.accountNo,
      account_name: b.accountName,
    }))
  } else if (channel.type === 'promptpay') {
    const rows = await deps.db
      .select()
      .from(paymentSubChannels)
      .where(eq(paymentSubChannels.channelId, channel.id))
      .orderBy(asc(paymentSubChannels.sort), asc(paymentSubChannels.id))
    accounts = rows.map((s) => ({
      bank_code: null,
      bank_name: 'พร้อมเพย์',
      account_no: masked(s.promptpayId ?? ''),
      account_name: s.accountName,
    }))
  } else {
    const rows = await deps.db
      .select()
      .from(agentTrueMoneyAccounts)
      .where(eq(agentTrueMoneyAccounts.agentId, deps.config.agentId))
      .orderBy(asc(agentTrueMoneyAccounts.id))
    accounts = rows.map((t) => ({
      bank_code: null,
      bank_name: 'TrueMoney Wallet',
      account_no: t.phone,
      account_name: t.accountName,
    }))
  }
  return ok({ channel, accounts })
}

/** A pending order past its expiry reads as expired (it can never be credited). */
export function orderStatus(order: OrderRow, now: Date): PaymentOrder['status'] {
  if (order.status === 'pending' && order.expiresAt.getTime() <= now.getTime()) return 'expired'
  return order.status as PaymentOrder['status']
}

export function toOrder(order: OrderRow, now: Date): PaymentOrder {
  return {
    id: order.id,
    channel_id: order.channelId,
    sub_channel_id: order.subChannelId,
    amount: satangToBaht(order.amountSatang),
    qr: order.qrPayload,
    account_name: order.accountName,
    promotion_id: order.promotionId,
    status: orderStatus(order, now),
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
  }
}

/**
 * Creates a PromptPay QR order (idempotent by key): checks channel, receiver and amount, refuses while
 * the member has an open order, and stores the new one with its payload and a 15-minute expiry.
 */
export async function generateQr(
  deps: AppDeps,
  memberId: number,
  body: GenerateQrBody,
  key: string,
): Promise<Result<PaymentOrder>> {
  return withIdempotency(
    deps,
    { memberId, key, scope: 'payment.generate_qr', payload: body },
    async (tx): Promise<Result<PaymentOrder>> => {
      const [channel] = await tx
        .select()
        .from(paymentChannels)
        .where(
          and(
            eq(paymentChannels.id, body.channel_id),
            eq(paymentChannels.agentId, deps.config.agentId),
            eq(paymentChannels.active, true),
          ),
        )
      if (!channel) return refuse(PAYMENT_MESSAGES.channelNotFound, ErrorCode.NOT_FOUND)
      if (channel.type !== 'promptpay') return refuse(PAYMENT_MESSAGES.noQr)
      const subs = await tx
        .select()
        .from(paymentSubChannels)
        .where(eq(paymentSubChannels.channelId, channel.id))
        .orderBy(asc(paymentSubChannels.sort), asc(paymentSubChannels.id))
      const sub =
        body.sub_channel_id === undefined || body.sub_channel_id === null
          ? subs[0]
          : subs.find((s) => s.id === body.sub_channel_id)
      if (!sub?.promptpayId) return refuse(PAYMENT_MESSAGES.subChannelNotFound, ErrorCode.NOT_FOUND)
      const amount = parseBahtAmount(body.amount)
      if (amount === null) return refuse(PAYMENT_MESSAGES.badAmount)
      if (amount < channel.minAmountSatang) return refuse(PAYMENT_MESSAGES.belowMin(channel.minAmountSatang))
      if (amount > channel.maxAmountSatang) return refuse(PAYMENT_MESSAGES.aboveMax(channel.maxAmountSatang))
      const now = deps.clock.now()
      if (body.promotion_id !== undefined && body.promotion_id !== null) {
        // The chosen promotion must be one this deposit would earn (Thai reason from the promotion module).
        const check = await checkDepositPromotion(tx, deps, {
          memberId,
          amountSatang: amount,
          promotionId: body.promotion_id,
          at: now,
        })
        if (!check.ok) return check
      }
      // One open QR per member, also under concurrency: the member row lock orders parallel calls, so
      // the second sees the first's order. NO KEY UPDATE: the idempotency key row above already holds a
      // KEY SHARE lock on the member (its foreign key), which a plain FOR UPDATE would deadlock with. A pending order is never dropped silently (the member may
      // have paid it already): the member pays it or cancels it first.
      await tx.execute(sql`select id from members where id = ${memberId} for no key update`)
      const [open] = await tx
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.memberId, memberId),
            eq(paymentOrders.status, 'pending'),
            gt(paymentOrders.expiresAt, now),
          ),
        )
        .limit(1)
      if (open) return refuse(PAYMENT_MESSAGES.pendingOrder, ErrorCode.PENDING_ORDER)
      // Responsible play: a time-out, an exclusion or a deposit limit refuses before any QR exists
      // (responsible_check.sql locks the member's settings row, so parallel orders count each other).
      const allowed = await responsibleCheck(tx, {
        memberId,
        at: now,
        action: 'deposit',
        amountSatang: amount,
      })
      if (!allowed.ok) return allowed
      const [order] = await tx
        .insert(paymentOrders)
        .values({
          memberId,
          channelId: channel.id,
          subChannelId: sub.id,
          amountSatang: amount,
          promotionId: body.promotion_id ?? null,
          qrPayload: promptPayPayload(sub.promptpayId, amount),
          accountName: sub.accountName,
          status: 'pending',
          createdAt: now,
          expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
        })
        .returning()
      // The back office's deposit queue hears of it (the member's own screen has the answer).
      await publishToStaff(deps.bus, tx, { kind: 'deposit', id: order.id, status: 'pending' })
      return ok(toOrder(order, now))
    },
  )
}

/** Tells the member's live connections that an order can no longer be paid. */
export const publishExpired = (deps: AppDeps, tx: DbOrTx, memberId: number, orderId: number) =>
  publishToMember(deps.bus, tx, memberId, {
    type: 'payment',
    data: { order_id: orderId, status: 'expired', credited_amount: 0 },
  })

/** The member's open (pending, not yet expired) QR order, or null. */
export async function currentOrder(deps: AppDeps, memberId: number): Promise<PaymentOrder | null> {
  const now = deps.clock.now()
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.memberId, memberId),
        eq(paymentOrders.status, 'pending'),
        gt(paymentOrders.expiresAt, now),
      ),
    )
    .orderBy(desc(paymentOrders.id))
    .limit(1)
  return order ? toOrder(order, now) : null
}

export async function inquiryStatus(
  deps: AppDeps,
  memberId: number,
  orderId: number,
): Promise<Result<InquiryStatus>> {
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.memberId, memberId)))
  if (!order) return refuse(PAYMENT_MESSAGES.orderNotFound, ErrorCode.NOT_FOUND)
  const now = deps.clock.now()
  const status = orderStatus(order, now)
  // The bonus this deposit earned (credited in the same transaction as the deposit), for "ยอดที่ได้รับ".
  const [bonus] =
    status === 'paid'
      ? await deps.db
          .select({ satang: memberPromotions.bonusSatang })
          .from(memberPromotions)
          .where(and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.depositOrderId, order.id)))
      : []
  return ok({
    order_id: order.id,
    status,
    amount: satangToBaht(order.amountSatang),
    credited_amount: status === 'paid' ? satangToBaht(order.amountSatang) : 0,
    bonus_amount: bonus ? satangToBaht(bonus.satang) : 0,
    expires_at: order.expiresAt.toISOString(),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
  })
}

/**
 * The member drops their own open order (the site warns first: money sent to a cancelled QR is not
 * credited automatically). Cancelling an order that is no longer open answers it as it is.
 */
export async function cancelOrder(
  deps: AppDeps,
  memberId: number,
  orderId: number,
): Promise<Result<PaymentOrder>> {
  const now = deps.clock.now()
  const cancelled = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentOrders)
      .set({ status: 'expired', expiresAt: now })
      .where(
        and(
          eq(paymentOrders.id, orderId),
          eq(paymentOrders.memberId, memberId),
          eq(paymentOrders.status, 'pending'),
          gt(paymentOrders.expiresAt, now),
        ),
      )
      .returning()
    // Another tab or device showing this QR hears that it can no longer be paid.
    if (row) await publishExpired(deps, tx, memberId, row.id)
    return row
  })
  if (cancelled) return ok(toOrder(cancelled, now))
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.memberId, memberId)))
  return order ? ok(toOrder(order, now)) : refuse(PAYMENT_MESSAGES.orderNotFound, ErrorCode.NOT_FOUND)
}
