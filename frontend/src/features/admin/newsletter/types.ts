// The newsletter's admin API (web/api/admin/newsletter.py, issue 36).

export type IssueList = 'newsletter' | 'early_access'
export type IssueStatus = 'draft' | 'scheduled' | 'sending' | 'sent'

export type IssueCounts = {
  total: number
  queued: number
  sent: number
  failed: number
  skipped: number
  skipped_reasons: Record<string, number>
  unsubscribed_after: number
}

export type Issue = {
  id: number
  subject: string
  preview: string
  list: IssueList
  status: IssueStatus
  origin: 'editor' | 'post' | 'digest'
  post_id: number | null
  editable: boolean
  scheduled_at: string | null
  started_at: string | null
  sent_at: string | null
  created_at: string | null
  updated_at: string | null
  archive_url: string | null
  body_html?: string
  counts: IssueCounts
}

export type IssueInput = { subject: string; preview: string; body_html: string; list: IssueList }

export type IssuePreview = {
  subject: string
  preview: string
  html: string
  text: string
  html_bytes: number
  clip_limit_bytes: number
  headers: Record<string, string>
}

export type DigestSettings = { enabled: boolean; weekday: number; weekday_name?: string; hour: number }
