import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { SalesUser } from '../types'

export function listOwners(): Promise<{ owners: SalesUser[] }> {
  return apiClient.get<{ owners: SalesUser[] }>('/api/admin/leads/owners')
}

export function useOwners() {
  return useQuery(queryOptions({ queryKey: ['admin', 'leads', 'owners'], queryFn: listOwners, staleTime: 60_000 }))
}
