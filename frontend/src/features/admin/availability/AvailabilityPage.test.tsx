import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { AdminLayout } from '../components/AdminLayout'
import { AvailabilityPage } from './AvailabilityPage'
import type { Person } from './types'

const sales = { id: 7, email: 'sam@example.co.uk', first_name: 'Sam', role: 'sales', email_verified: true, areas: ['booking', 'leads'] }
const none: Person['availability']['weekly_hours'] = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }
const person: Person = {
  user_id: 7,
  name: 'Sam',
  email: 'sam@example.co.uk',
  availability: {
    takes_calls: false,
    timezone: 'Europe/London',
    weekly_hours: { ...none, mon: [['09:00', '17:30']] },
    buffer_before_minutes: 0,
    buffer_after_minutes: 10,
    min_notice_minutes: 240,
    max_calls_per_day: null,
    updated_at: null,
  },
  overrides: [{ id: 3, day: '2026-12-24', intervals: [], note: 'Christmas Eve' }],
  calendar: null,
  calendar_warning: 'Your calendar has not answered for 45 minutes: your times are not offered.',
}

function renderPage() {
  const sent: Array<{ method: string; url: string; body: unknown }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = String(input)
      const method = init?.method ?? 'GET'
      if (method !== 'GET') sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null })
      if (url.startsWith('/api/auth/session')) return Promise.resolve(jsonResponse({ user: sales }, 200))
      if (url === '/api/admin/availability') return Promise.resolve(jsonResponse({ people: [person] }, 200))
      if (url.endsWith('/preview')) {
        return Promise.resolve(jsonResponse({ slots: [{ start: '2026-12-14T09:00:00Z' }, { start: '2026-12-14T09:30:00Z' }] }, 200))
      }
      if (method === 'PUT') return Promise.resolve(jsonResponse({ availability: person.availability }, 200))
      if (method === 'POST') return Promise.resolve(jsonResponse({ override: { id: 4 } }, 201))
      return Promise.resolve(new Response(null, { status: 204 }))
    }),
  )
  const rendered = renderRoutes(
    [{ path: '/admin', Component: AdminLayout, children: [{ path: 'availability', Component: AvailabilityPage }] }],
    { initialEntries: ['/admin/availability'] },
  )
  return { ...rendered, sent }
}

describe('AvailabilityPage', () => {
  it('edits a week of several ranges, the rules and a day off, and previews the times', async () => {
    const { user, sent } = renderPage()
    expect(await screen.findByRole('heading', { name: /Sam/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Availability' })).toHaveAttribute('href', '/admin/availability')
    expect(screen.getByRole('alert')).toHaveTextContent('has not answered for 45 minutes')

    const preview = screen.getByRole('region', { name: 'Next week as visitors see it' })
    expect(await within(preview).findByText('09:00, 09:30')).toBeInTheDocument()
    expect(within(preview).getByText('Monday 14 December')).toBeInTheDocument()

    await user.click(screen.getByLabelText('Takes discovery calls'))
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' })) // an afternoon after lunch
    expect(screen.getAllByLabelText('Monday from').map((input) => (input as HTMLInputElement).value)).toEqual([
      '09:00',
      '17:30',
    ])
    await user.click(screen.getByRole('button', { name: 'Add hours on Saturday' }))
    await user.click(screen.getByRole('button', { name: 'Remove Saturday 09:00–17:30' }))
    await user.clear(screen.getByLabelText('Most calls a day (empty: no limit)'))
    await user.type(screen.getByLabelText('Most calls a day (empty: no limit)'), '4')
    await user.click(screen.getByRole('button', { name: 'Save availability' }))
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument()
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/availability/7',
      body: {
        takes_calls: true,
        timezone: 'Europe/London',
        weekly_hours: { ...none, mon: [['09:00', '17:30'], ['17:30', '23:00']] },
        buffer_before_minutes: 0,
        buffer_after_minutes: 10,
        min_notice_minutes: 240,
        max_calls_per_day: 4,
      },
    })

    const overrides = screen.getByRole('region', { name: 'Days off and changed days' })
    expect(within(overrides).getByRole('listitem')).toHaveTextContent('2026-12-24: Day off (Christmas Eve)')
    await user.type(within(overrides).getByLabelText('Date'), '2026-12-31')
    await user.click(within(overrides).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(sent[1]).toMatchObject({ method: 'POST', body: { day: '2026-12-31', intervals: [], note: null } }))
    await user.click(within(overrides).getByRole('button', { name: 'Remove 2026-12-24' }))
    await user.click(within(overrides).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(sent[2]).toMatchObject({ method: 'DELETE', url: '/api/admin/availability/7/overrides/3' }))
  })
})
