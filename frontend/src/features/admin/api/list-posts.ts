import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { PostSummary } from '../types'

export type PostFilter = 'all' | 'draft' | 'published' | 'scheduled'
export type ListPostsParams = { status: PostFilter; q: string; page: number }
export type ListPostsResponse = { posts: PostSummary[]; total: number; page: number; per_page: number }

export function listPosts({ status, q, page }: ListPostsParams): Promise<ListPostsResponse> {
  const params = new URLSearchParams({ status, page: String(page) })
  if (q) params.set('q', q)
  return apiClient.get<ListPostsResponse>(`/api/admin/posts?${params.toString()}`)
}

export function listPostsQueryOptions(params: ListPostsParams) {
  return queryOptions({
    queryKey: ['admin', 'posts', params],
    queryFn: () => listPosts(params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
}

export function usePosts(params: ListPostsParams) {
  return useQuery(listPostsQueryOptions(params))
}
