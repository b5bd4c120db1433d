import type {
  WithdrawBody,
  WithdrawConfigReply,
  WithdrawListReply,
  WithdrawReply,
} from '../../contract/withdraw'
import { apiGet, apiPost } from '../../lib/api-client'

const area = 'account'

/** GET member/withdraw/config: limits, what is left today, main balance, bank, unmet turnover. */
export const getWithdrawConfig = async () =>
  (await apiGet<WithdrawConfigReply>('member/withdraw/config', { area })).data

/**
 * POST member/withdraw (Idempotency-Key): the request to the main or sub account, held from the main
 * wallet (throws the Thai refusal).
 */
export const requestWithdraw = async (body: WithdrawBody, idempotencyKey: string) => {
  const reply = await apiPost<WithdrawReply>('member/withdraw', { area, body, idempotencyKey })
  if (!reply.data) throw new Error('member/withdraw answered without a withdrawal')
  return reply.data
}

/** GET member/withdraw/list: the member's requests, newest first. */
export const getWithdrawals = async (page = 1, pageSize = 10) =>
  (await apiGet<WithdrawListReply>('member/withdraw/list', { area, query: { page, page_size: pageSize } }))
    .data
