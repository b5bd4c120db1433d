import { type Static, Type } from 'typebox'
import { EmptyBody, Reply } from './envelope'

/** Points are a second currency (coupons, quests, the point shop, the wheel): whole numbers, never negative. */

// POST /api/member/points — the member's point balance, in the top-level `point` field (spec
// section 7) and in `data.point`.
export const PointsBody = EmptyBody
export type PointsBody = Static<typeof PointsBody>
export const PointsReply = Reply(Type.Object({ point: Type.Integer() }), {
  point: Type.Optional(Type.Integer()),
})
export type PointsReply = Static<typeof PointsReply>
