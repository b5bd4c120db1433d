import { queryAtom } from '../../lib/query'
import { getResults } from './api'

/** The latest government result (the home page): one small call, same for everyone. */
export const latestGovResultAtom = queryAtom(
  async () => (await getResults({ category_id: 1, page_size: 1 })).items[0] ?? null,
  { everyone: true, staleMs: 5 * 60_000 },
)
