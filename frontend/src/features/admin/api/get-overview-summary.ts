import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { OverviewSummary } from '../types'

// Issue 27: the dashboard band's figures (admins and sales may read them; the band is admins').
export function getOverviewSummary(): Promise<OverviewSummary> {
  return apiClient.get<OverviewSummary>('/api/admin/overview/summary')
}

export function overviewSummaryQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'overview', 'summary'], queryFn: getOverviewSummary, staleTime: 0 })
}

export function useOverviewSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...overviewSummaryQueryOptions(), enabled })
}
