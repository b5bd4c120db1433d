import * as endpoints from '../../contract/endpoints'
import type { WithdrawBody } from '../../contract/withdraw'
import { call } from '../../lib/api-client'

/** GET member/withdraw/config: limits, what is left today, main balance, bank, unmet turnover. */
export const getWithdrawConfig = async () => (await call(endpoints.withdrawConfig)).data

/**
 * POST member/withdraw (Idempotency-Key): the request to the main or sub account, held from the main
 * wallet (throws the Thai refusal).
 */
export const requestWithdraw = async (body: WithdrawBody, idempotencyKey: string) => {
  const reply = await call(endpoints.withdraw, { body, idempotencyKey })
  if (!reply.data) throw new Error('member/withdraw answered without a withdrawal')
  return reply.data
}

/** GET member/withdraw/list: the member's requests, newest first. */
export const getWithdrawals = async (page = 1, pageSize = 10) =>
  (await call(endpoints.withdrawList, { query: { page, page_size: pageSize } })).data
