import { queryOptions, useQuery } from '@tanstack/react-query'
import { jobsCopy } from '@/content/admin-jobs'
import { apiClient } from '@/lib/api-client'
import type { HealthSummary } from '../types'

export const jobHealthKey = ['admin', 'jobs', 'health'] as const

// Its own request: it still answers while Redis is down, when the overview can't.
export function getJobHealth(): Promise<HealthSummary> {
  return apiClient.get<HealthSummary>('/api/admin/jobs/health')
}

export function jobHealthQueryOptions() {
  return queryOptions({
    queryKey: jobHealthKey,
    queryFn: getJobHealth,
    refetchInterval: jobsCopy.refreshSeconds * 1000,
  })
}

export function useJobHealth() {
  return useQuery(jobHealthQueryOptions())
}
