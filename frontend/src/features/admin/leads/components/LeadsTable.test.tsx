import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import type { LeadSummary } from '../types'
import { LeadsTable } from './LeadsTable'

const XSS = '<img src=x onerror=alert(1)>'

const lead: LeadSummary = {
  id: 'lead-1',
  kind: 'contact',
  kind_label: 'Contact',
  created_at: '2025-06-01T10:00:00Z',
  name: XSS,
  email: 'x@example.com',
  company: null,
  summary: '<script>alert(2)</script>',
  status: 'succeeded',
  job_stage: 'done',
  stage: 'new',
  owner: null,
  follow_up: null,
  score: 0,
  score_reasons: [],
  is_spam: false,
  suspect: false,
  spam_label: null,
  is_repeat: false,
  recipient_limited: false,
  handled: false,
  emails: [{ id: 'e1', purpose: 'contact_ack', to: 'x@example.com', status: 'failed' }],
}

describe('LeadsTable', () => {
  it('shows visitor-written markup as text, never as elements', () => {
    const { container } = renderWithRouter(<LeadsTable leads={[lead]} />)
    expect(screen.getByRole('link', { name: XSS })).toHaveAttribute('href', '/admin/leads/lead-1')
    expect(screen.getByText('<script>alert(2)</script>')).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
    expect(screen.getByText('Failed')).toBeInTheDocument()
  })

  it('tells suspects, spam, repeats and held-back emails apart', () => {
    const suspect = { ...lead, id: 's', is_spam: true, suspect: true, spam_label: 'Suspect: sent without valid form timing', emails: [] }
    const spam = { ...lead, id: 'b', is_spam: true, spam_label: 'Spam: filled in the hidden field', emails: [] }
    const repeat = {
      ...lead,
      id: 'r',
      kind: 'guide',
      kind_label: 'Free guide',
      is_repeat: true,
      recipient_limited: true,
      emails: [{ id: 'e2', purpose: 'guide', to: 'x@example.com', status: 'limited' as const }],
    }
    renderWithRouter(<LeadsTable leads={[suspect, spam, repeat]} />)
    expect(screen.getByText('(suspect)')).toHaveAttribute('title', 'Suspect: sent without valid form timing')
    expect(screen.getByText('(spam)')).toHaveAttribute('title', 'Spam: filled in the hidden field')
    expect(screen.getByText('Repeat')).toBeInTheDocument()
    expect(screen.getByText('Not sent: recipient limit')).toBeInTheDocument()
  })
})
