import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import type { BlogPostSummary } from '../types'
import { PostCard } from './PostCard'

const IMAGE_SET = {
  src: '/uploads/abc-1600w.jpg',
  width: 1600,
  height: 840,
  srcset: '/uploads/abc-480w.jpg 480w, /uploads/abc-960w.jpg 960w, /uploads/abc-1600w.jpg 1600w',
  webp_srcset: '/uploads/abc-480w.webp 480w, /uploads/abc-960w.webp 960w, /uploads/abc-1600w.webp 1600w',
}

function post(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id: 1,
    title: 'Paid on time',
    slug: 'paid',
    excerpt: 'Excerpt',
    featured_image: '/uploads/abc.jpg',
    featured_image_alt: 'Bar chart of invoices paid on time',
    featured_image_set: IMAGE_SET,
    author_name: null,
    published_at: '2025-03-05T09:00:00Z',
    read_time_minutes: 3,
    category: null,
    ...overrides,
  }
}

describe('PostCard', () => {
  it('offers the upload as WebP and JPEG srcsets with its size and alt text', () => {
    const { container } = renderWithRouter(<PostCard post={post()} />)
    const image = screen.getByRole('img', { name: 'Bar chart of invoices paid on time' })
    expect(image).toHaveAttribute('src', IMAGE_SET.src)
    expect(image).toHaveAttribute('srcset', IMAGE_SET.srcset)
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 27rem, (min-width: 640px) 50vw, 100vw')
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '840')
    const source = container.querySelector('picture > source')
    expect(source).toHaveAttribute('type', 'image/webp')
    expect(source).toHaveAttribute('srcset', IMAGE_SET.webp_srcset)
    // The image is not inside a link: the title is the card's only link.
    expect(image.closest('a')).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Paid on time' })).toHaveAttribute('href', '/blog/paid')
  })

  it('shows images without copies as they are, and decorative ones without a name', () => {
    const { container } = renderWithRouter(
      <PostCard post={post({ featured_image: 'https://cdn.example.com/x.png', featured_image_set: null, featured_image_alt: '' })} />,
    )
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/x.png')
    expect(image).toHaveAttribute('alt', '')
    expect(image).not.toHaveAttribute('srcset')
    expect(container.querySelector('picture')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull() // alt="" keeps it out of the accessibility tree
  })

  it('uses the width and height of an upload without copies', () => {
    const plain = { ...IMAGE_SET, src: '/uploads/old.png', srcset: '', webp_srcset: '' }
    const { container } = renderWithRouter(<PostCard post={post({ featured_image: '/uploads/old.png', featured_image_set: plain })} />)
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('src', '/uploads/old.png')
    expect(image).toHaveAttribute('width', '1600')
    expect(image).not.toHaveAttribute('srcset')
    expect(image).not.toHaveAttribute('sizes')
    expect(container.querySelector('picture')).toBeNull()
  })
})
