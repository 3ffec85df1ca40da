import { z } from 'zod'
import { SLUG_MESSAGE, SLUG_PATTERN } from '@/content/admin'
import type { Post, PostInput } from '../types'
import { fromLocalInput, toLocalInput } from '../lib/dates'

// The editor's form: every field a string as the inputs hold them, turned into the API's
// PostInput on submit. The server checks everything again with the same wording.
export const postFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300, 'Title must be at most 300 characters.'),
  slug: z
    .string()
    .trim()
    .max(200, 'Slug must be at most 200 characters.')
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), SLUG_MESSAGE),
  excerpt: z.string().max(1000, 'Excerpt must be at most 1000 characters.'),
  content: z.string(),
  featured_image: z.string(),
  author_name: z.string().max(200, 'Author name must be at most 200 characters.'),
  author_bio: z.string().max(2000, 'Author bio must be at most 2000 characters.'),
  author_image: z.string(),
  seo_title: z.string().max(300, 'SEO title must be at most 300 characters.'),
  seo_description: z.string().max(500, 'SEO description must be at most 500 characters.'),
  category_id: z.string(),
  status: z.enum(['draft', 'published']),
  published_at: z.string(),
})

export type PostFormValues = z.infer<typeof postFormSchema>

export const POST_FORM_FIELDS = Object.keys(postFormSchema.shape)

export const emptyPostForm: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featured_image: '',
  author_name: '',
  author_bio: '',
  author_image: '',
  seo_title: '',
  seo_description: '',
  category_id: '',
  status: 'draft',
  published_at: '',
}

export function postToForm(post: Post): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content,
    featured_image: post.featured_image ?? '',
    author_name: post.author_name ?? '',
    author_bio: post.author_bio ?? '',
    author_image: post.author_image ?? '',
    seo_title: post.seo_title ?? '',
    seo_description: post.seo_description ?? '',
    category_id: post.category_id === null ? '' : String(post.category_id),
    status: post.status,
    published_at: toLocalInput(post.published_at),
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

export function formToInput(values: PostFormValues): PostInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: orNull(values.excerpt),
    content: values.content,
    featured_image: orNull(values.featured_image),
    author_name: orNull(values.author_name),
    author_bio: orNull(values.author_bio),
    author_image: orNull(values.author_image),
    seo_title: orNull(values.seo_title),
    seo_description: orNull(values.seo_description),
    category_id: values.category_id ? Number(values.category_id) : null,
    status: values.status,
    published_at: fromLocalInput(values.published_at),
  }
}
