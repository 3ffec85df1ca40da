import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminLayout } from '../components/AdminLayout'
import { AvailabilityPage } from './AvailabilityPage'

const admin = { id: 1, email: 'owner@example.com', first_name: 'Ada', role: 'admin', email_verified: true, areas: ['booking', 'leads'] }
const availability = {
  takes_calls: true, timezone: 'Europe/London', buffer_before_minutes: 0, buffer_after_minutes: 0,
  min_notice_minutes: 240, max_calls_per_day: null, updated_at: null,
  weekly_hours: { mon: [['09:00', '17:30']], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
}
const calendar = {
  kind: 'caldav', host: 'caldav.fastmail.com', url: 'https://caldav.fastmail.com/dav/', username: 'sam@example.com',
  status: 'stale', writes_calls: true, connected_at: '2026-12-01T09:00:00Z', last_ok_at: '2026-12-07T09:00:00Z',
  last_attempt_at: '2026-12-07T10:00:00Z', failing_since: '2026-12-07T09:05:00Z',
  last_error: 'caldav.fastmail.com refused the user name or app password.', method: 'free-busy',
}
const warning = "The calendar on caldav.fastmail.com has not answered since 09:00 UTC on 7 December 2026, so this person's times are not offered to visitors until it answers."
const person = (over: object) => ({
  user_id: 5, name: 'Sam', email: 'sam@example.co.uk', availability, overrides: [], calendar: null, calendar_warning: null, ...over,
})

function renderPage(people: object[]) {
  const fetchMock = mockApi({
    '/api/admin/availability/5/preview': () => jsonResponse({ slots: [] }, 200),
    '/api/admin/availability/5/calendar/refresh': () => jsonResponse({ calendar, calendar_warning: warning }, 202),
    '/api/admin/availability/5/calendar': () => jsonResponse({ calendar: { ...calendar, status: 'waiting' }, calendar_warning: null }, 200),
    '/api/admin/availability': () => jsonResponse({ people }, 200),
    '/api/auth/session': () => jsonResponse({ user: admin }, 200),
  })
  const rendered = renderRoutes([{ path: '/admin', Component: AdminLayout, children: [{ path: 'availability', Component: AvailabilityPage }] }], {
    initialEntries: ['/admin/availability'],
  })
  return { ...rendered, fetchMock }
}

function sent(fetchMock: ReturnType<typeof mockApi>, url: string, method: string) {
  const [, init] = fetchMock.mock.calls.find(([u, i]) => u === url && i?.method === method) ?? []
  return init
}

describe('CalendarPanel', () => {
  it('connects a CalDAV account, sending the password once', async () => {
    const { user, fetchMock } = renderPage([person({})])
    const form = await screen.findByRole('form', { name: 'Connect a calendar' })
    await user.type(within(form).getByLabelText('Server or calendar address'), 'https://caldav.fastmail.com/dav/')
    await user.type(within(form).getByLabelText('User name'), 'sam@example.com')
    await user.type(within(form).getByLabelText('App password'), 'abcd-efgh')
    await user.click(within(form).getByRole('button', { name: 'Connect the calendar' }))
    expect(await within(form).findByText('Saved. The calendar is read in a moment.')).toBeInTheDocument()
    const init = sent(fetchMock, '/api/admin/availability/5/calendar', 'PUT')
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'caldav', url: 'https://caldav.fastmail.com/dav/', username: 'sam@example.com', password: 'abcd-efgh',
    })
    expect(within(form).getByLabelText('App password')).toHaveValue('')
  })

  it('shows the warning, the last error, and refreshes or disconnects', async () => {
    const { user, fetchMock } = renderPage([person({ calendar, calendar_warning: warning })])
    expect(await screen.findByText(warning)).toBeInTheDocument()
    expect(screen.getByText('The CalDAV account sam@example.com on caldav.fastmail.com.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Refresh now' }))
    expect(await screen.findByText('Asked: the calendar is read again in a moment.')).toBeInTheDocument()
    expect(sent(fetchMock, '/api/admin/availability/5/calendar/refresh', 'POST')).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Disconnect the calendar' }))
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(sent(fetchMock, '/api/admin/availability/5/calendar', 'DELETE')).toBeDefined()
    // Editing keeps the saved password when the field is left empty.
    const form = screen.getByRole('form', { name: 'Change the calendar' })
    expect(within(form).getByLabelText('App password')).not.toBeRequired()
  })

  it("puts the server's field message next to the field", async () => {
    const { user, fetchMock } = renderPage([person({})])
    const form = await screen.findByRole('form', { name: 'Connect a calendar' })
    await user.click(within(form).getByRole('radio', { name: /Private ICS feed/ }))
    await user.type(within(form).getByLabelText('Feed address'), 'http://10.0.0.1/feed.ics')
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse({ error: { code: 'invalid', message: 'Calendars are only read over https: use an https:// address.',
        fields: { url: ['Calendars are only read over https: use an https:// address.'] } } }, 400)),
    )
    await user.click(within(form).getByRole('button', { name: 'Connect the calendar' }))
    const input = within(form).getByLabelText('Feed address')
    expect(await within(form).findAllByText('Calendars are only read over https: use an https:// address.')).toHaveLength(2)
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })
})
