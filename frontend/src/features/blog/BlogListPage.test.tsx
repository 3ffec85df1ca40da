import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { BlogListPage } from './BlogListPage'
import type { BlogPostSummary } from './types'

function post(id: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    excerpt: `Excerpt ${id}`,
    featured_image: null,
    featured_image_alt: '',
    featured_image_set: null,
    author_name: 'Sarah Mitchell',
    published_at: '2025-03-05T09:00:00Z',
    read_time_minutes: 3,
    category: { id: 1, name: 'Strategy', slug: 'strategy' },
    ...overrides,
  }
}

// Answers each API path the way the Flask API does, recording what was asked.
function stubApi(pages: Record<string, { posts: BlogPostSummary[]; next_cursor: string | null }>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname === '/api/blog/categories') {
      return jsonResponse({ categories: [{ id: 1, name: 'Strategy', slug: 'strategy' }] }, 200)
    }
    if (url.pathname === '/api/blog/popular') return jsonResponse({ posts: [] }, 200)
    const key = url.searchParams.get('cursor') ?? url.searchParams.get('q') ?? 'first'
    return jsonResponse(pages[key] ?? { posts: [], next_cursor: null }, 200)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('BlogListPage', () => {
  it('loads more posts with the cursor and shows the fallbacks', async () => {
    stubApi({
      first: { posts: [post(1, { excerpt: null }), post(2)], next_cursor: 'abc' },
      abc: { posts: [post(3, { published_at: null })], next_cursor: null },
    })
    const { user } = renderRoutes([{ path: '/blog', Component: BlogListPage }], {
      initialEntries: ['/blog'],
    })

    expect(screen.getByText('Loading posts...')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument()
    expect(screen.getByText('Read more to discover insights...')).toBeInTheDocument()
    expect(screen.getAllByTestId('post-image-placeholder')).toHaveLength(2)
    expect(screen.getAllByText('March 5, 2025')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Load More Posts' }))
    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeInTheDocument()
    expect(screen.getByText('Draft')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).not.toBeInTheDocument()
  })

  it('puts the search in the URL and says when nothing matches', async () => {
    const fetchMock = stubApi({ first: { posts: [post(1)], next_cursor: null } })
    const { user, router } = renderRoutes([{ path: '/blog', Component: BlogListPage }], {
      initialEntries: ['/blog'],
    })
    await screen.findByRole('link', { name: 'Post 1' })

    const search = within(screen.getByRole('search')).getByRole('searchbox')
    await user.type(search, 'nothing{Enter}')
    expect(await screen.findByText('No posts found matching your criteria.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?q=nothing')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=nothing'))).toBe(true)

    await user.selectOptions(screen.getByRole('combobox'), 'strategy')
    expect(router.state.location.search).toBe('?q=nothing&category=strategy')
  })
})
