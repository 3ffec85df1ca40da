import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Post } from '../types'

export function getPost(id: number): Promise<{ post: Post }> {
  return apiClient.get<{ post: Post }>(`/api/admin/posts/${id}`)
}

export function postQueryOptions(id: number) {
  return queryOptions({ queryKey: ['admin', 'post', id], queryFn: () => getPost(id), staleTime: 0 })
}

export function usePost(id: number | undefined) {
  return useQuery({ ...postQueryOptions(id ?? 0), enabled: id !== undefined })
}
