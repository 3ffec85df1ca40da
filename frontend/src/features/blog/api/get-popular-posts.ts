import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { PopularPost } from '../types'
import { servedAt, servedPopular } from './served-data'

export async function getPopularPosts(signal?: AbortSignal): Promise<PopularPost[]> {
  const body = await apiClient.get<{ posts: PopularPost[] }>('/api/blog/popular', { signal })
  return body.posts
}

export function popularPostsQueryOptions() {
  return queryOptions({
    queryKey: ['blog', 'popular'],
    queryFn: ({ signal }) => getPopularPosts(signal),
    initialData: servedPopular,
    initialDataUpdatedAt: servedAt,
  })
}

export function usePopularPosts() {
  return useQuery(popularPostsQueryOptions())
}
