import type { IssueList, IssueStatus } from './types'

export const listLabels: Record<IssueList, string> = {
  newsletter: 'The Calm AI Digest (confirmed subscribers)',
  early_access: 'Early access list',
}

export const statusLabels: Record<IssueStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
}

export const skipReasonLabels: Record<string, string> = {
  unsubscribed: 'unsubscribed',
  suppressed: 'on the suppression list',
  bounced: 'address bounced',
  erased: 'data erased',
}

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
