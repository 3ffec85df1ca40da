import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { DashboardCounts } from '../types'

// Spec call 19: the dashboard's four counts.
export function getDashboard(): Promise<{ counts: DashboardCounts }> {
  return apiClient.get<{ counts: DashboardCounts }>('/api/admin/dashboard')
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard, staleTime: 0 })
}

export function useDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardQueryOptions(), enabled })
}
