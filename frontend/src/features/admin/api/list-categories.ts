import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminCategory } from '../types'

export function listCategories(): Promise<{ categories: AdminCategory[] }> {
  return apiClient.get<{ categories: AdminCategory[] }>('/api/admin/categories')
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'categories'], queryFn: listCategories, staleTime: 0 })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
