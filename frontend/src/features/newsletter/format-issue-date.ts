// As the server writes an issue's date (web/pages/blog.py long_date): 'March 5, 2025', in UTC.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export function formatIssueDate(sentAt: string | null | undefined): string {
  if (!sentAt) return ''
  const date = new Date(sentAt)
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date)
}
