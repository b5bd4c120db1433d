import { AGENT_ID } from '../../config'
import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'
import { quietly } from '../../lib/api-errors'

/** Every poll call carries agent_id 3 (spec §9); failures are caught, logged and return nothing (§8). */
const query = (pollId: number) => ({ poll_id: pollId, agent_id: AGENT_ID })

export const getPollConfig = async (pollId: number) =>
  (await quietly(call(endpoints.pollConfig, { query: query(pollId) }), 'poll/config'))?.data
export const getPollQuota = async (pollId: number) =>
  (await quietly(call(endpoints.pollQuotaGet, { query: query(pollId) }), 'poll/quota/get'))?.data
export const checkPollQuota = async (pollId: number) =>
  (await quietly(call(endpoints.pollQuotaCheck, { query: query(pollId) }), 'poll/quota/check'))?.data
export const getPollStats = async (pollId: number) =>
  (await quietly(call(endpoints.pollStats, { query: query(pollId) }), 'poll/stats'))?.data
export const getPollWinners = async (pollId: number) =>
  (await quietly(call(endpoints.pollWinners, { query: query(pollId) }), 'poll/winners'))?.data

/**
 * POST poll/submit. Unlike the reads, the member must learn why a vote was refused, so the refusal
 * is logged and its Thai message returned (nothing is thrown).
 */
export async function submitVote(
  pollId: number,
  choiceId: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await call(endpoints.pollSubmit, { body: { poll_id: pollId, choice_id: choiceId, agent_id: AGENT_ID } })
    return { ok: true }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error('poll/submit failed:', message)
    return { ok: false, message }
  }
}
