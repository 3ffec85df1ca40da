import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { filterQuery } from '../lead-filters'
import type { LeadFilterValues, LeadList } from '../types'

export function listLeads(filters: LeadFilterValues): Promise<LeadList> {
  return apiClient.get<LeadList>(`/api/admin/leads?${filterQuery(filters).toString()}`)
}

export function listLeadsQueryOptions(filters: LeadFilterValues) {
  return queryOptions({
    queryKey: ['admin', 'leads', 'list', filters],
    queryFn: () => listLeads(filters),
    placeholderData: keepPreviousData,
    // New leads arrive while the inbox is open.
    refetchInterval: 15_000,
  })
}

export function useLeads(filters: LeadFilterValues) {
  return useQuery(listLeadsQueryOptions(filters))
}

export function leadsCsvUrl(filters: LeadFilterValues): string {
  return `/api/admin/leads/export.csv?${filterQuery(filters, false).toString()}`
}
