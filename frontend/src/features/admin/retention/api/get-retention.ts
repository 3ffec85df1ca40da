import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { RetentionSchedule } from '../types'

export function getRetention(): Promise<RetentionSchedule> {
  return apiClient.get<RetentionSchedule>('/api/admin/retention')
}

export function useRetention() {
  return useQuery(queryOptions({ queryKey: ['admin', 'retention'], queryFn: getRetention, staleTime: 0 }))
}
