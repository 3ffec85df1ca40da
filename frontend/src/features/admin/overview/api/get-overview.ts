import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Overview } from '../types'

export function getOverview(from: string, to: string): Promise<Overview> {
  return apiClient.get<Overview>(`/api/admin/overview?${new URLSearchParams({ from, to })}`)
}

export function overviewQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: ['admin', 'overview', from, to],
    queryFn: () => getOverview(from, to),
    // Today's figures keep moving; a range switched back and forth may show the cached
    // answer while it refreshes.
    staleTime: 60_000,
  })
}

export function useOverview(from: string, to: string) {
  // While another range loads, the last one's charts stay (marked as updating) rather
  // than the whole page dropping back to "Loading...".
  return useQuery({ ...overviewQueryOptions(from, to), placeholderData: keepPreviousData })
}
