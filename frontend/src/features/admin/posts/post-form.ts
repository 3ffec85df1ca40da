import { z } from '@/lib/zod-config'
import { SLUG_MESSAGE, SLUG_PATTERN } from '@/content/admin'
import type { Post, PostInput } from '../types'
import { fromLocalInput, toLocalInput } from '../lib/dates'
import { FEATURED_ALT_MISSING } from '../components/alt-text-copy'

// The editor's form: every field a string as the inputs hold them, turned into the API's
// PostInput on submit. The server checks everything again with the same wording.
const postFields = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300, 'Title must be at most 300 characters.'),
  slug: z
    .string()
    .trim()
    .max(200, 'Slug must be at most 200 characters.')
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), SLUG_MESSAGE),
  excerpt: z.string().max(1000, 'Excerpt must be at most 1000 characters.'),
  content: z.string(),
  featured_image: z.string(),
  featured_image_alt: z.string().max(500, 'Alt text must be at most 500 characters.'),
  // Ticked: the image is decorative on purpose, and is sent with alt text "".
  featured_image_decorative: z.boolean(),
  author_name: z.string().max(200, 'Author name must be at most 200 characters.'),
  author_bio: z.string().max(2000, 'Author bio must be at most 2000 characters.'),
  author_image: z.string(),
  seo_title: z.string().max(300, 'SEO title must be at most 300 characters.'),
  seo_description: z.string().max(500, 'SEO description must be at most 500 characters.'),
  category_id: z.string(),
  status: z.enum(['draft', 'published']),
  published_at: z.string(),
})

// A featured image needs alt text unless it is ticked as decorative.
export const postFormSchema = postFields.superRefine((values, context) => {
  const needsAlt = values.featured_image.trim() !== '' && !values.featured_image_decorative
  if (needsAlt && values.featured_image_alt.trim() === '') {
    context.addIssue({ code: 'custom', path: ['featured_image_alt'], message: FEATURED_ALT_MISSING })
  }
})

export type PostFormValues = z.infer<typeof postFormSchema>

export const POST_FORM_FIELDS = Object.keys(postFields.shape)

export const emptyPostForm: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featured_image: '',
  featured_image_alt: '',
  featured_image_decorative: false,
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
    featured_image_alt: post.featured_image_alt ?? '',
    featured_image_decorative: Boolean(post.featured_image) && post.featured_image_alt === '',
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
    featured_image_alt: featuredImageAlt(values),
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

// No image: nothing to describe. Decorative: '' on purpose. Otherwise the editor's words.
function featuredImageAlt(values: PostFormValues): string | null {
  if (values.featured_image.trim() === '') return null
  return values.featured_image_decorative ? '' : orNull(values.featured_image_alt)
}
