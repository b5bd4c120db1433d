import { memberPost } from '../endpoint'
import type { PointsReply } from '../points'

/** The member's point balance, in the top-level `point` (spec section 7). */
export const memberPoints = memberPost<PointsReply>('member/points', 'point')
