import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

  describe('on the page the server rendered (web/pages/blog.py)', () => {
    // The data the server put in the page for the app, as it does for /blog?category=strategy.
    function serve(data: object) {
      const script = document.head.appendChild(document.createElement('script'))
      script.type = 'application/json'
      script.id = 'blog-data'
      script.textContent = JSON.stringify(data)
    }
    afterEach(() => document.getElementById('blog-data')?.remove())

    const served = {
      filters: { q: '', category: 'strategy' },
      posts: { posts: [post(7, { title: 'Served post' })], next_cursor: 'next' },
      categories: [{ id: 1, name: 'Strategy', slug: 'strategy' }],
      popular: [{ id: 7, title: 'Served post', slug: 'post-7', published_at: '2025-03-05T09:00:00Z' }],
    }

    it('shows what the page was served with at once, asking the API for none of it', async () => {
      serve(served)
      const fetchMock = stubApi({})
      renderRoutes([{ path: '/blog', Component: BlogListPage }], { initialEntries: ['/blog?category=strategy'] })

      expect(screen.getAllByRole('link', { name: 'Served post' })).toHaveLength(2) // card + popular
      expect(screen.getByRole('combobox')).toHaveValue('strategy')
      expect(screen.getByRole('button', { name: 'Load More Posts' })).toBeInTheDocument()
      expect(screen.queryByText('Loading posts...')).not.toBeInTheDocument()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(fetchMock).not.toHaveBeenCalled()
    })

    it('asks the API for a list the page was not served with', async () => {
      serve(served)
      const fetchMock = stubApi({ first: { posts: [post(1)], next_cursor: null } })
      renderRoutes([{ path: '/blog', Component: BlogListPage }], { initialEntries: ['/blog'] })

      expect(screen.getByText('Loading posts...')).toBeInTheDocument()
      expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument()
      const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)
      expect(asked).toEqual(['/api/blog/posts'])
    })
  })
})
