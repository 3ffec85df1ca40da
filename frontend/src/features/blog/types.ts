// Shapes returned by /api/blog (web/api/blog.py).

export type BlogCategory = {
  id: number
  name: string
  slug: string
}

export type BlogPostSummary = {
  id: number
  title: string
  slug: string
  excerpt: string | null
  featured_image: string | null
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

export type PopularPost = Pick<BlogPostSummary, 'id' | 'title' | 'slug' | 'published_at'>

export type BlogFilters = {
  q: string
  category: string
}
