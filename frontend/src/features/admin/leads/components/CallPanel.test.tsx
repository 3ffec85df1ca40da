import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderWithRouter } from '@/testing/render-app'
import { aCall, sessionOf } from './call.fixture'
import { CallPanel } from './CallPanel'

const XSS = '<img src=x onerror=alert(1)>'
const call = aCall({ message: XSS })
const session = (id: number, role: 'admin' | 'sales') => () => jsonResponse(sessionOf(id, role), 200)

afterEach(() => vi.unstubAllGlobals())

describe('CallPanel', () => {
  it("shows the call in UK time and the visitor's, what they want to talk about only as text", async () => {
    mockApi({ '/api/auth/session': session(7, 'sales') })
    const { container } = renderWithRouter(<CallPanel leadId="lead-1" calls={[call]} />)
    const item = screen.getByRole('list', { name: 'Discovery calls' })
    expect(item).toHaveTextContent('Tue, 10 Mar 2026, 15:00–15:30 UK time (Booked)')
    expect(item).toHaveTextContent('Their time: 11:00–11:30 in America/New_York')
    expect(item).toHaveTextContent('Phone call: +447700900123')
    expect(within(item).getByText(XSS)).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Reschedule' })).toBeInTheDocument()
  })

  it("offers a colleague's call without its buttons, and says when it is another lead's", async () => {
    const fetchMock = mockApi({ '/api/auth/session': session(8, 'sales') })
    renderWithRouter(<CallPanel leadId="lead-2" calls={[call]} />)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.getByRole('link', { name: 'another lead of this person' })).toHaveAttribute('href', '/admin/leads/lead-1')
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel call' })).toBeNull()
  })

  it('moves the call to a chosen free time of its day', async () => {
    const slots = ['2026-03-11T09:00:00Z', '2026-03-11T09:30:00Z', '2026-03-12T14:00:00Z'].map((start) => ({ start }))
    const moved = { ...call, start: '2026-03-12T14:00:00Z', end: '2026-03-12T14:30:00Z' }
    const fetchMock = mockApi({
      '/api/auth/session': session(1, 'admin'),
      '/api/admin/bookings/call-1/times': () => jsonResponse({ business_timezone: 'Europe/London', slots }, 200),
      '/api/admin/bookings/call-1/reschedule': () => jsonResponse({ call: moved }, 200),
    })
    const { user } = renderWithRouter(<CallPanel leadId="lead-1" calls={[call]} />)
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }))
    const day = await screen.findByLabelText('Day')
    expect(within(day).getAllByRole('option').map((o) => o.textContent)).toEqual(['Wednesday 11 March', 'Thursday 12 March'])
    expect(within(screen.getByLabelText('Time (UK)')).getAllByRole('option').map((o) => o.textContent)).toEqual(['09:00', '09:30'])
    await user.selectOptions(day, '2026-03-12')
    await user.click(screen.getByRole('button', { name: 'Move call' }))

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/reschedule'))).toBe(true))
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reschedule')) ?? []
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ start: '2026-03-12T14:00:00Z' })
  })

  it('cancels only once asked twice', async () => {
    const fetchMock = mockApi({
      '/api/auth/session': session(7, 'sales'),
      '/api/admin/bookings/call-1/cancel': () => jsonResponse({ call: { ...call, status: 'cancelled' } }, 200),
    })
    const { user } = renderWithRouter(<CallPanel leadId="lead-1" calls={[call]} />)
    await user.click(await screen.findByRole('button', { name: 'Cancel call' }))
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(true))
  })

  it('marks a call that has started, and the marked outcome again clears it', async () => {
    const past = { ...call, can_reschedule: false, can_cancel: false, can_mark_outcome: true, outcome: 'attended' as const, outcome_label: 'Attended' }
    const fetchMock = mockApi({
      '/api/auth/session': session(1, 'admin'),
      '/api/admin/bookings/call-1/outcome': () => jsonResponse({ call: past }, 200),
    })
    const { user } = renderWithRouter(<CallPanel leadId="lead-1" calls={[past]} />)
    const attended = await screen.findByRole('button', { name: 'Attended' })
    expect(attended).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'No-show' }))
    await user.click(attended)
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/outcome'))).toHaveLength(2))
    const bodies = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/outcome')).map(([, init]) => JSON.parse(String(init?.body)))
    expect(bodies).toEqual([{ outcome: 'no_show' }, { outcome: null }])
  })
})
