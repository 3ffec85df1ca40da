import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { newsletterCopy } from '@/content/newsletter'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { BlogListRoute } from './BlogListRoute'

describe('BlogListRoute', () => {
  it('shows the newsletter sign-up in the blog sidebar (spec 2.8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const { pathname } = new URL(String(input), 'http://localhost')
        if (pathname === '/api/blog/categories') return jsonResponse({ categories: [] }, 200)
        if (pathname === '/api/blog/popular') return jsonResponse({ posts: [] }, 200)
        return jsonResponse({ posts: [], next_cursor: null }, 200)
      }),
    )
    renderRoutes([{ path: '/blog', Component: BlogListRoute }], { initialEntries: ['/blog'] })

    const card = await screen.findByRole('region', { name: newsletterCopy.cardHeading })
    expect(card).toContainElement(screen.getByRole('button', { name: /subscribe/i }))
  })
})
