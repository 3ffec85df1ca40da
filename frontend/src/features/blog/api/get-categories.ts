import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { BlogCategory } from '../types'
import { servedAt, servedCategories } from './served-data'

export async function getCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  const body = await apiClient.get<{ categories: BlogCategory[] }>('/api/blog/categories', { signal })
  return body.categories
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['blog', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
    initialData: servedCategories,
    initialDataUpdatedAt: servedAt,
  })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
