// Shapes returned by /api/blog (web/api/public/blog.py).

export type BlogCategory = {
  id: number
  name: string
  slug: string
}

// The responsive copies of an uploaded image (pipeline/image_sets.py). width and height are
// those of src; the srcsets are empty for an upload without copies.
export type ImageSet = {
  src: string
  width: number
  height: number
  srcset: string
  webp_srcset: string
}

export type BlogPostSummary = {
  id: number
  title: string
  slug: string
  excerpt: string | null
  featured_image: string | null
  // '' for a decorative image (and for posts saved before alt text was asked for).
  featured_image_alt: string
  featured_image_set: ImageSet | null
  author_name: string | null
  published_at: string | null
  read_time_minutes: number | null
  category: BlogCategory | null
}

export type BlogPost = BlogPostSummary & {
  content: string
  author_bio: string | null
  author_image: string | null
  seo_title: string | null
  seo_description: string | null
  status: 'published' | 'draft'
  category_id: number | null
}

// One page of GET /api/blog/posts. Here rather than in api/get-posts.ts because
// api/served-data.ts, which get-posts.ts reads, holds such a page too.
export type PostsPage = {
  posts: BlogPostSummary[]
  next_cursor: string | null
}

export type PopularPost = Pick<BlogPostSummary, 'id' | 'title' | 'slug' | 'published_at'>

export type BlogFilters = {
  q: string
  category: string
}
