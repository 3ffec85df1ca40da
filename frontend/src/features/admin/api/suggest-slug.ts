import { apiClient } from '@/lib/api-client'

export type SlugAnswer = { slug: string; problem: string | null }

// A free slug for a title, or (with `slug`) whether that slug can be used.
export function suggestSlug(params: { title?: string; slug?: string; excludeId?: number }): Promise<SlugAnswer> {
  const search = new URLSearchParams()
  if (params.title) search.set('title', params.title)
  if (params.slug) search.set('slug', params.slug)
  if (params.excludeId !== undefined) search.set('exclude_id', String(params.excludeId))
  return apiClient.get<SlugAnswer>(`/api/admin/posts/slug?${search.toString()}`)
}
