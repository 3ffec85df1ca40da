import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetFormTokens } from '@/lib/form-token'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { BookPage } from './BookPage'
import type { Booking, SlotsAnswer } from './types'

const RUN = '0f8b6c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b'
const TAKEN = 'Sorry, that time has just been taken. Please choose another.'

const slots: SlotsAnswer = {
  event: { title: 'Free discovery call', description: 'Half an hour with us.', duration_minutes: 30, meeting: 'video' },
  business_timezone: 'Europe/London',
  window: { from: '2026-12-08T00:00:00Z', to: '2026-12-29T00:00:00Z' },
  slots: [
    { start: '2026-12-08T14:00:00Z' },
    { start: '2026-12-08T14:30:00Z' },
    { start: '2026-12-08T15:00:00Z' },
    { start: '2026-12-09T14:00:00Z' },
  ],
}

function booking(start: string): Booking {
  return {
    id: 'b1',
    start,
    end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    timezone: 'America/New_York',
    title: 'Free discovery call',
    duration_minutes: 30,
    status: 'confirmed',
    meeting: { kind: 'video', url: 'https://meet.example/b1' },
    manage_url: 'http://127.0.0.1/book/manage/tok',
    ics_url: '/api/booking/manage/tok/invite.ics',
    google_url: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
    outlook_url: 'https://outlook.live.com/calendar/0/deeplink/compose',
    can_change: true,
  }
}

// The API: the slots, the form token, the finder run, and POST /api/booking answering from
// `posts` in turn.
function mockBookingApi(posts: Response[]) {
  const bodies: Array<Record<string, unknown>> = []
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = String(input)
    if (url.startsWith('/api/booking/slots')) return Promise.resolve(jsonResponse(slots, 200))
    if (url.startsWith('/api/form-token')) return Promise.resolve(jsonResponse({ form_token: 'signed' }, 200))
    if (url.startsWith('/api/finder/')) {
      return Promise.resolve(jsonResponse({ results: { userInput: { companyName: 'Acme Ltd' } } }, 200))
    }
    if (url === '/api/booking' && init?.method === 'POST') {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>)
      return Promise.resolve(posts.shift() ?? jsonResponse({}, 500))
    }
    return Promise.resolve(jsonResponse({ error: { message: 'nope' } }, 404))
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, bodies }
}

function renderBookPage(path = '/book') {
  return renderRoutes([{ path: '/book', Component: BookPage }], { initialEntries: [path] })
}

// The zone list fills in when the visitor reaches for it.
async function chooseZone(user: UserEvent, zone: string) {
  const select = screen.getByLabelText('Times shown in')
  await user.click(select)
  await user.selectOptions(select, zone)
}

describe('BookPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    forgetFormTokens()
  })

  it('shows the free times by day in the chosen zone, the first day open, each labelled for screen readers', async () => {
    mockBookingApi([])
    const { user } = renderBookPage()
    expect(await screen.findByRole('heading', { name: 'Free discovery call' })).toBeInTheDocument()
    await chooseZone(user, 'America/New_York')

    const first = screen.getByRole('button', { name: /Tuesday 8 December/ })
    const second = screen.getByRole('button', { name: /Wednesday 9 December/ })
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(second).toHaveAttribute('aria-expanded', 'false')
    const list = screen.getByRole('listbox', { name: 'Free times on Tuesday 8 December' })
    const options = within(list).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Tuesday 8 December 2026, 09:00 Eastern Standard Time (14:00 UK time)',
      'Tuesday 8 December 2026, 09:30 Eastern Standard Time (14:30 UK time)',
      'Tuesday 8 December 2026, 10:00 Eastern Standard Time (15:00 UK time)',
    ])
    expect(options[0]).toHaveTextContent('09:00')
    expect(options[0]).toHaveTextContent('14:00 UK')

    // One tab stop; arrows move, End jumps, Enter chooses.
    expect(options.map((option) => option.tabIndex)).toEqual([0, -1, -1])
    options[0]?.focus()
    await user.keyboard('{ArrowDown}')
    expect(options[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(options[2]).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'Your details' })).toHaveFocus()
    expect(screen.getByText(/Tuesday 8 December 2026, 10:00 Eastern Standard Time \(15:00 UK time\)/)).toBeInTheDocument()
  })

  it('a time taken meanwhile shows the nearest free times in place, and books one of them', async () => {
    const taken = jsonResponse(
      {
        error: { code: 'slot_taken', message: TAKEN },
        alternatives: [{ start: '2026-12-08T15:00:00Z' }, { start: '2026-12-09T14:00:00Z' }],
      },
      409,
    )
    const { bodies } = mockBookingApi([taken, jsonResponse({ booking: booking('2026-12-09T14:00:00Z') }, 201)])
    const { user } = renderBookPage(`/book?from=${RUN}`)
    await screen.findByRole('heading', { name: 'Free discovery call' })
    await chooseZone(user, 'America/New_York')
    await user.click(screen.getByRole('option', { name: /09:00\s*Eastern/ }))

    // The company comes from the finder run the visitor came from.
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveValue('Acme Ltd'))
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Book this call' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(TAKEN)
    const alternative = within(alert).getAllByRole('option')
    expect(alternative.map((option) => option.textContent)).toEqual([
      'Tuesday 8 December 2026, 10:00 Eastern Standard Time (15:00 UK time)',
    ])
    // Every alternative is there, by day; the second day's opens on demand.
    await user.click(within(alert).getByRole('button', { name: /Wednesday 9 December/ }))
    await user.click(within(alert).getByRole('option', { name: /Wednesday 9 December 2026,\s*09:00/ }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
    await user.click(screen.getByRole('button', { name: 'Book this call' }))

    expect(await screen.findByRole('heading', { name: 'Your call is booked' })).toHaveFocus()
    expect(screen.getByText(/Wednesday 9 December 2026, 09:00–09:30 Eastern Standard Time/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/api/booking/manage/tok/invite.ics')
    expect(screen.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: /Outlook/ })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'Reschedule or cancel' })).toHaveAttribute(
      'href',
      'http://127.0.0.1/book/manage/tok',
    )

    expect(bodies).toHaveLength(2)
    expect(bodies[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Acme Ltd',
      start: '2026-12-08T14:00:00Z',
      timezone: 'America/New_York',
      finder_run: RUN,
      form_token: 'test-form-token',
      website: '',
    })
    expect(bodies[0]).not.toHaveProperty('phone')
    expect(bodies[1]).toMatchObject({ start: '2026-12-09T14:00:00Z' })
  })

  it('asks for a phone number when the call is by phone, and shows the server’s field messages', async () => {
    slots.event.meeting = 'phone'
    const invalid = jsonResponse(
      {
        error: {
          code: 'validation_error',
          message: 'Please check the form.',
          fields: { name: ['Please enter just your name, not a web address.'] },
        },
      },
      400,
    )
    const { bodies } = mockBookingApi([invalid])
    try {
      const { user } = renderBookPage('/book?plan=growth&from=quiz')
      await screen.findByRole('heading', { name: 'Free discovery call' })
      await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[0] as HTMLElement)
      await user.type(screen.getByLabelText('Name'), 'evil.example')
      await user.type(screen.getByLabelText('Email'), 'ada@example.com')
      await user.type(screen.getByLabelText('Company'), 'Acme')
      await user.click(screen.getByRole('button', { name: 'Book this call' }))
      expect(await screen.findByText('Phone number is required')).toBeInTheDocument()
      expect(bodies).toHaveLength(0)

      await user.type(screen.getByLabelText('Phone number'), '020 7946 0000')
      await user.click(screen.getByRole('button', { name: 'Book this call' }))
      expect(await screen.findByText('Please enter just your name, not a web address.')).toBeInTheDocument()
      expect(bodies[0]).toMatchObject({ phone: '020 7946 0000', plan: 'growth' })
    } finally {
      slots.event.meeting = 'video'
    }
  })
})
