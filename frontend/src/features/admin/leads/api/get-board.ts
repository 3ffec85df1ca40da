import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { filterQuery } from '../lead-filters'
import type { LeadBoard, LeadFilterValues } from '../types'

export function boardQueryKey(filters: LeadFilterValues) {
  return ['admin', 'leads', 'board', { ...filters, page: 1 }] as const
}

export function getBoard(filters: LeadFilterValues): Promise<LeadBoard> {
  return apiClient.get<LeadBoard>(`/api/admin/leads/board?${filterQuery(filters, false).toString()}`)
}

export function useBoard(filters: LeadFilterValues) {
  return useQuery(
    queryOptions({
      queryKey: boardQueryKey(filters),
      queryFn: () => getBoard(filters),
      placeholderData: keepPreviousData,
      refetchInterval: 15_000,
    }),
  )
}
