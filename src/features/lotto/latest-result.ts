import { queryAtom } from '../../lib/query'
import { getResults } from './api'

/** The latest government result (the home page): one small call, same for everyone. */
export const latestGovResultAtom = queryAtom(
  async () => (await getResults({ category_id: 1, page_size: 1 })).items[0] ?? null,
  { everyone: true, staleMs: 5 * 60_000 },
)

/** Its texts, here rather than in texts.ts so home's lazy chunk stays tiny. */
export const LATEST_RESULT_TEXT = {
  title: 'ผลหวยรัฐบาลล่าสุด',
  more: 'ดูผลรางวัลทั้งหมด',
} as const
