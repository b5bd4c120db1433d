import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'
import { quietly } from '../../lib/api-errors'

/** POST member/points: the balance (top-level `point`). Point calls catch, log and return nothing (spec §8). */
export const getPoints = async (): Promise<number | undefined> =>
  (await quietly(call(endpoints.memberPoints), 'member/points'))?.point
