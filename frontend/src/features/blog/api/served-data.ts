import { readJsonElement } from '@/lib/json-element'

import type { BlogCategory, BlogFilters, PopularPost, PostsPage } from '../types'

// What the server rendered /blog from (web/pages/blog.py writes it into the page as JSON):
// the app's first render of the list then shows the very posts, categories and popular
// posts already on screen, with the same controls in the same places (PrerenderedHtml
// hands the visitor's focus and click over by position), and asks the API for none of them.
type Served = {
  filters: BlogFilters
  // Null when the page shows something the app would not (a later page, via ?cursor=).
  posts: PostsPage | null
  categories: BlogCategory[]
  popular: PopularPost[]
}

const ELEMENT_ID = 'blog-data'

function served(): Served | undefined {
  // Written by our own server beside the HTML it describes, so its shape is trusted.
  return readJsonElement(ELEMENT_ID, typeof document === 'undefined' ? undefined : document) as
    | Served
    | undefined
}

// When the data was fetched, for React Query's staleness: as the page was loaded.
export const servedAt = () => Math.round(performance.timeOrigin)

export function servedPosts(filters: BlogFilters): PostsPage | undefined {
  const data = served()
  const same = data?.filters.q === filters.q && data.filters.category === filters.category
  return (same && data.posts) || undefined
}

export const servedCategories = () => served()?.categories
export const servedPopular = () => served()?.popular
