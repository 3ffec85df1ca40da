import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { BlogPost } from '../types'

export async function getPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  if (!slug) throw new Error('No slug provided')
  const body = await apiClient.get<{ post: BlogPost }>(
    `/api/blog/posts/${encodeURIComponent(slug)}`,
    { signal },
  )
  return body.post
}

export function postQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: ({ signal }) => getPost(slug, signal),
  })
}

// Runs only when a slug exists (call 8).
export function usePost(slug: string | undefined) {
  return useQuery({ ...postQueryOptions(slug ?? ''), enabled: Boolean(slug) })
}
