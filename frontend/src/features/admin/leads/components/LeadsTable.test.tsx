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
  stage: 'done',
  is_spam: false,
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
})
