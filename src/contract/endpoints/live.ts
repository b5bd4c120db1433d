import { memberGet } from '../endpoint'
import type { Plain } from '../envelope'

/**
 * The member's live updates: `text/event-stream` (frames in `../live.ts`), read with fetch and the
 * bearer header. Its JSON reply is only the 401 refusal.
 */
export const live = memberGet<Plain>('live', 'other')
