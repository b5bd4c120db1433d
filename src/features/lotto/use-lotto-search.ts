import { useLocation, useSearch } from 'wouter'
import { CATEGORY_CODES, type CategoryCode, LOTTO_CATEGORIES } from '../../contract/lotto-rules'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const STATUSES = ['waiting', 'won', 'lost', 'cancelled', 'refunded'] as const
export type BillStatusParam = (typeof STATUSES)[number]

export interface LottoSearch {
  /** `?category=gov` */
  category: CategoryCode | null
  /** `?date=YYYY-MM-DD` (Asia/Bangkok draw day) */
  date: string | null
  /** `?round=123` */
  round: number | null
  /** `?status=won` */
  status: BillStatusParam | null
}

/** The lottery pages' filters live in the URL, so back/forward and links keep them. */
export function useLottoSearch() {
  const search = new URLSearchParams(useSearch())
  const [location, navigate] = useLocation()
  const category = search.get('category')
  const date = search.get('date')
  const round = Number(search.get('round'))
  const status = search.get('status')
  const filters: LottoSearch = {
    category: category && (CATEGORY_CODES as string[]).includes(category) ? (category as CategoryCode) : null,
    date: date && DATE.test(date) ? date : null,
    round: Number.isInteger(round) && round > 0 ? round : null,
    status: status && (STATUSES as readonly string[]).includes(status) ? (status as BillStatusParam) : null,
  }
  const update = (next: Partial<LottoSearch>) => {
    const merged = { ...filters, ...next }
    const params = new URLSearchParams()
    if (merged.category) params.set('category', merged.category)
    if (merged.date) params.set('date', merged.date)
    if (merged.round) params.set('round', String(merged.round))
    if (merged.status) params.set('status', merged.status)
    const query = params.toString()
    navigate(query ? `${location}?${query}` : location)
  }
  return [filters, update] as const
}

export const BILL_STATUSES = STATUSES
export const categoryId = (code: CategoryCode | null): number | null =>
  code ? LOTTO_CATEGORIES[code].id : null
