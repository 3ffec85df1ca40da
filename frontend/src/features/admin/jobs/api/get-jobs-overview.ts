import { queryOptions, useQuery } from '@tanstack/react-query'
import { jobsCopy } from '@/content/admin-jobs'
import { apiClient } from '@/lib/api-client'
import type { JobsOverview } from '../types'

export const jobsOverviewKey = ['admin', 'jobs'] as const

export function getJobsOverview(): Promise<JobsOverview> {
  return apiClient.get<JobsOverview>('/api/admin/jobs')
}

export function jobsOverviewQueryOptions() {
  return queryOptions({
    queryKey: jobsOverviewKey,
    queryFn: getJobsOverview,
    refetchInterval: jobsCopy.refreshSeconds * 1000,
  })
}

export function useJobsOverview() {
  return useQuery(jobsOverviewQueryOptions())
}
