import * as endpoints from '../../contract/endpoints'
import type {
  RealityMinutes,
  ResponsibleBlockBody,
  ResponsibleLimitBody,
  ResponsibleStatus,
} from '../../contract/responsible'
import { call } from '../../lib/api-client'

const statusOf = (reply: { data?: ResponsibleStatus }) => {
  if (!reply.data) throw new Error('responsible play answered without a status')
  return reply.data
}

/** GET member/responsible: limits, time-out or exclusion, reality check, this session's play. */
export const getResponsible = async () => statusOf(await call(endpoints.responsibleStatus))

/** POST member/responsible/limit (throws the Thai refusal). */
export const setResponsibleLimit = async (body: ResponsibleLimitBody) =>
  statusOf(await call(endpoints.responsibleLimit, { body }))

/** POST member/responsible/reality_check. */
export const setRealityCheck = async (minutes: RealityMinutes) =>
  statusOf(await call(endpoints.responsibleRealityCheck, { body: { minutes } }))

/** POST member/responsible/block: a time-out or self-exclusion (cannot be undone early). */
export const takeBlock = async (body: ResponsibleBlockBody) =>
  statusOf(await call(endpoints.responsibleBlock, { body }))

/** GET member/responsible/history: per Bangkok day, newest first, 3 months. */
export const getPlayHistory = async () => (await call(endpoints.playHistory)).data?.days ?? []
