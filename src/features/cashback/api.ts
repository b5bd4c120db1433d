import type { CashbackClaimBody, CashbackHistoryQuery, WinLossQuery } from '../../contract/cashback'
import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'

// Cashback calls (spec section 8): no handling, the ApiError reaches the caller.

/** GET cashback/loss/history (daily, or `period: 'weekly'` for the win/loss return). */
export const getLossHistory = async (query: CashbackHistoryQuery) =>
  (await call(endpoints.cashbackLossHistory, { query })).data

/** GET cashback/turnover/history. */
export const getTurnoverHistory = async (query: CashbackHistoryQuery) =>
  (await call(endpoints.cashbackTurnoverHistory, { query })).data

/** POST cashback/loss/claim (Idempotency-Key): one offer or all open offers of a programme. */
export const claimCashback = async (body: CashbackClaimBody, idempotencyKey: string) => {
  const reply = await call(endpoints.cashbackLossClaim, { body, idempotencyKey })
  if (!reply.data) throw new Error('cashback/loss/claim answered without data')
  return reply.data
}

/** GET cashback/programs: the programmes the operator runs (public). */
export const getReturnPrograms = async () => (await call(endpoints.cashbackPrograms)).data ?? []

/** GET cashback/winloss: the member's win/loss of a day or week. */
export const getWinLoss = async (query: WinLossQuery) =>
  (await call(endpoints.cashbackWinLoss, { query })).data
