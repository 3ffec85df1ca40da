import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { IssueProgress } from './IssueProgress'
import type { Issue } from './types'

const issue: Issue = {
  id: 7, subject: 'The Calm AI Digest #7', preview: '', list: 'newsletter', status: 'sending',
  origin: 'editor', post_id: null, editable: false, scheduled_at: null, started_at: null, sent_at: null,
  created_at: null, updated_at: null, archive_url: null,
  counts: { total: 10, queued: 4, sent: 3, failed: 1, skipped: 2, skipped_reasons: { unsubscribed: 1, bounced: 1 }, unsubscribed_after: 0 },
}

describe('IssueProgress', () => {
  it('shows how far the send has got, and why anyone was skipped', () => {
    render(<IssueProgress issue={issue} />)
    const bar = screen.getByRole('progressbar', { name: /Sending: 6 of 10/ })
    expect(bar).toHaveAttribute('value', '6')
    expect(screen.getByText('Queued').nextSibling).toHaveTextContent('4')
    expect(screen.getByText(/Skipped: 1 unsubscribed, 1 address bounced\./)).toBeInTheDocument()
  })
})
