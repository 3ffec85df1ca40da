// Shapes the admin API answers with (web/api/admin_*.py).

import type { AdminArea } from '@/content/admin'

export type Role = 'admin' | 'editor' | 'sales'

export type SessionUser = {
  id: number
  email: string
  first_name: string | null
  role: Role | null
  email_verified: boolean
  areas: AdminArea[]
}

export type SessionResponse = { user: SessionUser | null }

export type CategoryRef = { id: number; name: string; slug: string }

export type PostStatus = 'draft' | 'published'
export type DisplayStatus = PostStatus | 'scheduled'

export type PostSummary = {
  id: number
  title: string
  slug: string
  status: PostStatus
  display_status: DisplayStatus
  published_at: string | null
  updated_at: string | null
  category: CategoryRef | null
  author_name: string | null
}

export type Post = PostSummary & {
  excerpt: string | null
  content: string
  featured_image: string | null
  // '' marks a decorative image; null was never answered.
  featured_image_alt: string | null
  author_bio: string | null
  author_image: string | null
  seo_title: string | null
  seo_description: string | null
  read_time_minutes: number | null
  category_id: number | null
  created_at: string | null
}

export type PostInput = {
  title: string
  slug: string
  excerpt: string | null
  content: string
  featured_image: string | null
  featured_image_alt: string | null
  author_name: string | null
  author_bio: string | null
  author_image: string | null
  seo_title: string | null
  seo_description: string | null
  category_id: number | null
  status: PostStatus
  published_at: string | null
}

export type AdminCategory = CategoryRef & { post_count: number }

export type AdminUser = {
  id: number
  email: string
  first_name: string | null
  role: Role | null
  email_verified: boolean
  created_at: string
}

export type DashboardCounts = {
  total_posts: number
  published: number
  drafts: number
  categories: number
}

// The day's health as the job dashboard counts it (GET /api/admin/overview and /summary).
export type OverviewHealth = {
  jobsFailing: number
  emailsNotSent: number
  webhooksFailing: number
}

// GET /api/admin/overview/summary: the dashboard's band (admins).
export type OverviewSummary = {
  leadsThisWeek: number
  leadsLastWeek: number
  followUpsDueToday: number
  health: OverviewHealth
}
