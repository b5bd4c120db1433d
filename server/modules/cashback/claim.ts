import { and, eq, gt, inArray } from 'drizzle-orm'
import type { CashbackClaimBody, CashbackClaimReply } from '../../../src/contract/cashback'
import { ErrorCode } from '../../../src/contract/envelope'
import type { Tx } from '../../db/open'
import { cashbackOffers, cashbackPrograms, wallets } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import { withIdempotency } from '../wallet/idempotency'
import { moveMoney } from '../wallet/ledger'
import { cashbackClaimReference } from '../wallet/references'
import { memberWallets } from '../wallet/service'
import { offerToWire } from './history'
import { CASHBACK_MESSAGES } from './messages'

type ClaimAnswer = NonNullable<CashbackClaimReply['data']>

/**
 * Claims one offer (`id`) or every open offer of a programme (`kind`, default daily_loss): one
 * conditional UPDATE takes the offers from `open` (and not expired) to `claimed`, then one ledger
 * movement from house account `cashback` credits their sum to the programme's wallet (with its fact
 * `cashback.credited`). Two claims at
 * once (two keys, two devices): the second UPDATE waits on the rows and then finds them claimed, so
 * an offer pays once; the same key again answers the first answer (withIdempotency).
 */
export async function claimOffers(
  deps: AppDeps,
  memberId: number,
  key: string,
  body: CashbackClaimBody,
): Promise<Result<ClaimAnswer>> {
  const kind = body.kind ?? 'daily_loss'
  return withIdempotency(
    deps,
    { memberId, key, scope: 'cashback.claim', payload: { id: body.id ?? null, kind } },
    async (tx) => {
      const now = deps.clock.now()
      const which = body.id === undefined ? eq(cashbackOffers.kind, kind) : eq(cashbackOffers.id, body.id)
      const claimed = await tx
        .update(cashbackOffers)
        .set({ status: 'claimed', claimedAt: now })
        .where(
          and(
            eq(cashbackOffers.memberId, memberId),
            eq(cashbackOffers.status, 'open'),
            gt(cashbackOffers.expiresAt, now),
            which,
          ),
        )
        .returning()
      if (claimed.length === 0) return refuse(...(await whyNothing(tx, memberId, body.id, now)))
      const total = claimed.reduce((sum, o) => sum + o.amountSatang, 0n)
      const programIds = [...new Set(claimed.map((o) => o.programId))]
      const programs = await tx
        .select()
        .from(cashbackPrograms)
        .where(inArray(cashbackPrograms.id, programIds))
      // Offers of one claim belong to one programme (one kind or one id), so one wallet.
      const walletType = programs[0]?.walletTypeId ?? 1
      const [wallet] = await tx
        .select({ id: wallets.id })
        .from(wallets)
        .where(and(eq(wallets.memberId, memberId), eq(wallets.walletTypeId, walletType)))
      if (!wallet) return refuse(CASHBACK_MESSAGES.noWallet)
      const ids = claimed.map((o) => o.id).sort((a, b) => a - b)
      const posted = await moveMoney(
        tx,
        deps,
        {
          kind: 'cashback',
          memberId,
          reference: cashbackClaimReference(ids),
          memo: claimed[0].kind,
          legs: [
            { walletId: wallet.id, amount: total },
            { house: 'cashback', amount: -total },
          ],
          at: now,
        },
        { type: 'cashback.credited', offerIds: ids, amountSatang: total },
      )
      const saved = await tx
        .update(cashbackOffers)
        .set({ transactionId: posted.transactionId })
        .where(inArray(cashbackOffers.id, ids))
        .returning()
      return ok({
        claimed: saved
          .sort((a, b) => b.periodStart.localeCompare(a.periodStart))
          .map((o) => offerToWire(o, now, [])),
        amount: Number(total) / 100,
        wallets: await memberWallets(tx, memberId),
      })
    },
  )
}

/** The Thai reason a claim found nothing to pay. */
async function whyNothing(
  tx: Tx,
  memberId: number,
  id: number | undefined,
  now: Date,
): Promise<[string, number?]> {
  if (id === undefined) return [CASHBACK_MESSAGES.nothingToClaim]
  const [offer] = await tx
    .select({ status: cashbackOffers.status, expiresAt: cashbackOffers.expiresAt })
    .from(cashbackOffers)
    .where(and(eq(cashbackOffers.id, id), eq(cashbackOffers.memberId, memberId)))
  if (!offer) return [CASHBACK_MESSAGES.notFound, ErrorCode.NOT_FOUND]
  if (offer.status === 'claimed') return [CASHBACK_MESSAGES.alreadyClaimed]
  if (offer.expiresAt <= now) return [CASHBACK_MESSAGES.expired]
  return [CASHBACK_MESSAGES.nothingToClaim]
}
