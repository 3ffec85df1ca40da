import { describe, expect, it } from 'vitest'
import type { Post } from '../types'
import { FEATURED_ALT_MISSING } from '../components/alt-text-copy'
import { emptyPostForm, formToInput, postFormSchema, postToForm } from './post-form'

const withImage = { ...emptyPostForm, title: 'Post', featured_image: '/uploads/a.jpg' }

describe('featured image alt text', () => {
  it('is required for a featured image unless it is ticked decorative', () => {
    const missing = postFormSchema.safeParse(withImage)
    expect(missing.success).toBe(false)
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['featured_image_alt', FEATURED_ALT_MISSING],
    ])
    expect(postFormSchema.safeParse({ ...withImage, featured_image_alt: 'A chart' }).success).toBe(true)
    expect(postFormSchema.safeParse({ ...withImage, featured_image_decorative: true }).success).toBe(true)
    expect(postFormSchema.safeParse({ ...emptyPostForm, title: 'No image' }).success).toBe(true)
  })

  it('is sent as the text, as "" when decorative, and as null without an image', () => {
    expect(formToInput({ ...withImage, featured_image_alt: '  A chart  ' }).featured_image_alt).toBe('A chart')
    expect(formToInput({ ...withImage, featured_image_alt: 'stale', featured_image_decorative: true }).featured_image_alt).toBe('')
    expect(formToInput({ ...emptyPostForm, title: 'x', featured_image_alt: 'stale' }).featured_image_alt).toBeNull()
  })

  it('loads "" on an image as the decorative tick, and null as not yet answered', () => {
    const post = { featured_image: '/uploads/a.jpg', featured_image_alt: '' } as Post
    expect(postToForm({ ...post, content: '', title: 't', slug: 's', status: 'draft', published_at: null } as Post)).toMatchObject({
      featured_image_alt: '',
      featured_image_decorative: true,
    })
    const unanswered = postToForm({ ...post, featured_image_alt: null, content: '', title: 't', slug: 's', status: 'draft', published_at: null } as Post)
    expect(unanswered).toMatchObject({ featured_image_alt: '', featured_image_decorative: false })
  })
})
