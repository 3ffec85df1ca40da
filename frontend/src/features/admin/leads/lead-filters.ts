import type { LeadFilterValues } from './types'

// The inbox filter lives in the URL, so a filtered view can be bookmarked or shared and the
// CSV export gets exactly the same query.
const KEYS = ['kind', 'status', 'stage', 'owner', 'min_score', 'handled', 'from', 'to', 'q', 'spam'] as const

export function filtersFromParams(params: URLSearchParams): LeadFilterValues {
  const page = Number(params.get('page') ?? '1')
  return {
    kind: params.get('kind') ?? '',
    status: params.get('status') ?? '',
    stage: params.get('stage') ?? '',
    owner: params.get('owner') ?? '',
    min_score: params.get('min_score') ?? '',
    handled: params.get('handled') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
    spam: params.get('spam') ?? 'exclude',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

export function filterQuery(filters: LeadFilterValues, withPage = true): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of KEYS) {
    const value = filters[key].trim()
    if (value && !(key === 'spam' && value === 'exclude')) params.set(key, value)
  }
  if (withPage && filters.page > 1) params.set('page', String(filters.page))
  return params
}

// The inbox shows its leads as a table, a board (a column per stage) or people.
export type LeadsView = 'table' | 'board' | 'people'
export const leadsViews: readonly LeadsView[] = ['table', 'board', 'people']

export function viewFromParams(params: URLSearchParams): LeadsView {
  const view = params.get('view')
  return leadsViews.find((v) => v === view) ?? 'table'
}

export function withView(query: URLSearchParams, view: LeadsView): URLSearchParams {
  if (view !== 'table') query.set('view', view)
  return query
}
