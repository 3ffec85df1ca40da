import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { BLOG_PAGE_SIZE } from '@/content/blog'
import { apiClient } from '@/lib/api-client'
import type { BlogFilters, PostsPage } from '../types'
import { servedAt, servedPosts } from './served-data'

type GetPostsParams = BlogFilters & {
  cursor?: string
  limit?: number
  signal?: AbortSignal
}

export function getPosts({ q, category, cursor, limit = BLOG_PAGE_SIZE, signal }: GetPostsParams) {
  const params = new URLSearchParams({ limit: String(limit) })
  if (q) params.set('q', q)
  if (category && category !== 'all') params.set('category', category)
  if (cursor) params.set('cursor', cursor)
  return apiClient.get<PostsPage>(`/api/blog/posts?${params}`, { signal })
}

// Pages follow the server's keyset cursor, so 'Load More Posts' never repeats or
// skips a post even while new ones are being published.
export function postsQueryOptions(filters: BlogFilters) {
  return infiniteQueryOptions({
    queryKey: ['blog', 'posts', filters],
    queryFn: ({ pageParam, signal }) => getPosts({ ...filters, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    initialData: () => {
      const page = servedPosts(filters)
      return page ? { pages: [page], pageParams: [undefined] } : undefined
    },
    initialDataUpdatedAt: servedAt,
  })
}

export function usePosts(filters: BlogFilters) {
  return useInfiniteQuery(postsQueryOptions(filters))
}
