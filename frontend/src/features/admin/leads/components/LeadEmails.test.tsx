import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderWithRouter } from '@/testing/render-app'
import type { LeadEmail } from '../types'
import { LeadEmails } from './LeadEmails'

const held: LeadEmail = {
  id: 'email-1',
  purpose: 'contact_ack',
  to: 'ada@example.co.uk',
  subject: "We've received your message",
  marketing: false,
  status: 'limited',
  attempts: 0,
  last_error: 'not sent: recipient limit',
  created_at: '2025-06-01T09:00:00Z',
  updated_at: '2025-06-01T09:00:00Z',
  sent_at: null,
  copy_dropped_at: null,
}
const LIMIT =
  "This address has had its limit of emails from us for the last 24 hours, so this one can't be sent again yet. An admin can send it anyway, giving a reason."
const limited = () => jsonResponse({ error: { code: 'recipient_limit', message: LIMIT } }, 409)
const user = (role: string) => ({ id: 1, email: `${role}@example.com`, first_name: 'Ada', role, email_verified: true, areas: ['leads'] })
const RESEND = '/api/admin/leads/emails/email-1/resend'

afterEach(() => vi.unstubAllGlobals())

describe('LeadEmails resend', () => {
  it('shows sales why the recipient limit refused a resend, with no way past it', async () => {
    mockApi({ [RESEND]: limited, '/api/auth/session': () => jsonResponse({ user: user('sales') }, 200) })
    const { user: u } = renderWithRouter(<LeadEmails leadId="lead-1" emails={[held]} />)
    await u.click(screen.getByRole('button', { name: 'Resend' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(LIMIT)
    expect(screen.queryByLabelText('Why it must go anyway')).toBeNull()
  })

  it('lets an admin send past the limit, giving a reason', async () => {
    let calls = 0
    const fetchMock = mockApi({
      [RESEND]: () => (calls++ === 0 ? limited() : jsonResponse({ email: { ...held, status: 'queued' } }, 202)),
      '/api/auth/session': () => jsonResponse({ user: user('admin') }, 200),
    })
    const { user: u } = renderWithRouter(<LeadEmails leadId="lead-1" emails={[held]} />)
    await u.click(screen.getByRole('button', { name: 'Resend' }))
    const reason = await screen.findByLabelText('Why it must go anyway')
    const sendAnyway = screen.getByRole('button', { name: 'Send anyway' })
    expect(sendAnyway).toBeDisabled()
    await u.type(reason, '  Customer lost the first reply  ')
    await u.click(sendAnyway)
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith(RESEND))).toHaveLength(2))
    const [, init] = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(RESEND))[1] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ override_reason: 'Customer lost the first reply' })
  })
})
