import { useLocation, useSearch } from 'wouter'

const DATE = /^\d{4}-\d{2}-\d{2}$/

export interface StatementFilters {
  type: string | null
  from: string | null
  to: string | null
  page: number
}

/** The statement's filters and page live in the URL (`?type=&from=&to=&page=`), so back/forward and links keep them. */
export function useStatementSearch() {
  const search = new URLSearchParams(useSearch())
  const [location, navigate] = useLocation()
  const type = search.get('type')
  const from = search.get('from')
  const to = search.get('to')
  const page = Number(search.get('page'))
  const filters: StatementFilters = {
    type: type && /^[a-z_]{1,32}$/.test(type) ? type : null,
    from: from && DATE.test(from) ? from : null,
    to: to && DATE.test(to) ? to : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
  /** Changes filters (back to page 1 unless a page is given). */
  const update = (next: Partial<StatementFilters>) => {
    const merged = { ...filters, page: 1, ...next }
    const params = new URLSearchParams()
    if (merged.type) params.set('type', merged.type)
    if (merged.from) params.set('from', merged.from)
    if (merged.to) params.set('to', merged.to)
    if (merged.page > 1) params.set('page', String(merged.page))
    const query = params.toString()
    navigate(query ? `${location}?${query}` : location)
  }
  return [filters, update] as const
}
