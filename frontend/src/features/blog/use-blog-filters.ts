import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import type { BlogFilters } from './types'

// Search text and category live in the URL (?q=&category=) so a filtered list can be
// linked to and Back steps through earlier searches.
export function useBlogFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters: BlogFilters = {
    q: (searchParams.get('q') ?? '').trim(),
    category: searchParams.get('category') || 'all',
  }

  const setFilters = useCallback(
    (changes: Partial<BlogFilters>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          const cleaned = value?.trim() ?? ''
          if (!cleaned || (key === 'category' && cleaned === 'all')) next.delete(key)
          else next.set(key, cleaned)
        }
        return next
      })
    },
    [setSearchParams],
  )

  return { filters, setFilters }
}
