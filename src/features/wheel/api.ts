import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'

/** The wheel's calls (no handling: errors reach the page, spec §8). */
export const getWheelSetting = async () => {
  const reply = await call(endpoints.wheelConfigV2)
  const setting = reply.setting ?? reply.data
  if (!setting) throw new Error('wheel/config_v2 answered without a setting')
  return setting
}
export const spinWheel = async (clientSeed: string, idempotencyKey: string) => {
  const reply = await call(endpoints.wheelSpinV2, { body: { client_seed: clientSeed }, idempotencyKey })
  if (!reply.data) throw new Error('wheel/spin answered without data')
  return reply.data
}
export const claimWheelReward = async (spinId: number, idempotencyKey: string) => {
  const reply = await call(endpoints.wheelReward, { body: { spin_id: spinId }, idempotencyKey })
  if (!reply.data) throw new Error('wheel/reward answered without data')
  return reply.data
}
export const getWheelBoard = async () => (await call(endpoints.wheelBoard)).data ?? []
export const getWheelHistory = async () => (await call(endpoints.wheelHistory)).data ?? []
