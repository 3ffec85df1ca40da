import { blogCopy } from '@/content/blog'

// en-US long form, e.g. 'March 5, 2025' (spec 2.8). Dates are stored in UTC, so
// they are shown in UTC: every visitor (and the server-rendered page) sees the same day.
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

export function formatPostDate(publishedAt: string | null | undefined): string {
  if (!publishedAt) return blogCopy.draftDate
  const date = new Date(publishedAt)
  return Number.isNaN(date.getTime()) ? blogCopy.draftDate : longDate.format(date)
}
