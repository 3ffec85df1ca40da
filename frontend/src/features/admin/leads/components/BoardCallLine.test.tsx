import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderWithRouter } from '@/testing/render-app'
import { BoardCallLine } from './BoardCallLine'
import { aCall, sessionOf } from './call.fixture'

const base = aCall({
  start: '2026-06-02T09:00:00Z',
  end: '2026-06-02T09:30:00Z',
  visitor_timezone: 'Europe/London',
  meeting: { kind: 'video', url: 'https://meet.example/1' },
  can_reschedule: false,
  can_cancel: false,
  can_mark_outcome: true,
})
const sam = () => jsonResponse(sessionOf(7, 'sales'), 200)

afterEach(() => vi.unstubAllGlobals())

describe('BoardCallLine', () => {
  it('marks a call waiting for its outcome from the card', async () => {
    const fetchMock = mockApi({
      '/api/auth/session': sam,
      '/api/admin/bookings/call-1/outcome': () => jsonResponse({ call: { ...base, outcome: 'no_show' } }, 200),
    })
    const { user } = renderWithRouter(<BoardCallLine call={base} leadId="lead-9" />)
    expect(screen.getByText(/Tue, 2 Jun 2026, 10:00–10:30 UK time with Sam/)).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'No-show' }))
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/outcome'))).toBe(true))
  })

  it('links a call still to come to its lead to move it, and says a cancelled one is', async () => {
    mockApi({ '/api/auth/session': sam })
    const ahead = { ...base, can_mark_outcome: false, can_reschedule: true, can_cancel: true }
    const { unmount } = renderWithRouter(<BoardCallLine call={ahead} leadId="lead-9" />)
    expect(await screen.findByRole('link', { name: 'Reschedule' })).toHaveAttribute('href', '/admin/leads/lead-9#calls')
    expect(screen.getByRole('button', { name: 'Cancel call' })).toBeInTheDocument()
    unmount()
    renderWithRouter(<BoardCallLine call={{ ...base, status: 'cancelled', status_label: 'Cancelled', can_mark_outcome: false }} leadId="lead-9" />)
    expect(screen.getByText(/· Cancelled/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'No-show' })).toBeNull()
  })
})
