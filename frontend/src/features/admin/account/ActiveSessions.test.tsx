import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminLayout } from '../components/AdminLayout'
import { describeSeconds } from './ActiveSessions'
import { ChangePasswordPage } from './ChangePasswordPage'

const staff = { id: 7, email: 'sam@example.com', first_name: 'Sam', role: 'sales', email_verified: true, areas: ['leads'] }
const HERE = 'a'.repeat(64)
const PHONE = 'b'.repeat(64)
const here = {
  id: HERE,
  current: true,
  created_at: '2025-06-10T09:00:00Z',
  last_seen_at: '2025-06-10T10:00:00Z',
  user_agent: 'Firefox on Linux',
  ip: '198.51.100.4',
}
const phone = { ...here, id: PHONE, current: false, user_agent: '<b>PhoneBrowser</b>', ip: '192.0.2.7' }

function api(sessions: unknown[], extra: Record<string, () => Response> = {}) {
  const list = () => jsonResponse({ sessions, idle_timeout_seconds: 28800, max_age_seconds: 604800 }, 200)
  // '/api/auth/sessions' before '/api/auth/session': handlers match by prefix.
  return mockApi({ ...extra, '/api/auth/sessions': list, '/api/auth/session': () => jsonResponse({ user: staff }, 200) })
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/admin/login', element: <p>Login screen</p> },
      { path: '/admin', Component: AdminLayout, children: [{ path: 'account/password', Component: ChangePasswordPage }] },
    ],
    { initialEntries: ['/admin/account/password'] },
  )
}

async function rows() {
  const section = await screen.findByRole('region', { name: 'Where You’re Signed In' })
  return within(section).findAllByRole('listitem')
}

function calls(fetchMock: ReturnType<typeof mockApi>, url: string) {
  return fetchMock.mock.calls.filter(([called]) => called === url)
}

describe('ActiveSessions', () => {
  it('lists where the person is signed in, this device marked, as text', async () => {
    api([here, phone])
    renderPage()
    const section = await screen.findByRole('region', { name: 'Where You’re Signed In' })
    const items = await rows()
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Firefox on Linux')
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument()
    expect(items[1]).toHaveTextContent('192.0.2.7')
    expect(within(items[1]!).queryByText('This device')).not.toBeInTheDocument()
    // A user agent is shown as typed, never as markup.
    expect(items[1]).toHaveTextContent('<b>PhoneBrowser</b>')
    expect(section.querySelector('b')).toBeNull()
    expect(section).toHaveTextContent('A session ends after 8 hours without use, and 7 days after signing in')
  })

  it('ends another session after asking', async () => {
    const fetchMock = api([here, phone], {
      [`/api/auth/sessions/${PHONE}`]: () => jsonResponse({ ended: 1, signed_out: false }, 200),
    })
    const { user } = renderPage()
    const items = await rows()
    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out' }))
    expect(calls(fetchMock, `/api/auth/sessions/${PHONE}`)).toHaveLength(0)
    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByText('That session has been signed out.')).toBeInTheDocument()
    const [call] = calls(fetchMock, `/api/auth/sessions/${PHONE}`)
    expect(call?.[1]?.method).toBe('DELETE')
  })

  it('signs out everywhere, this browser included, and goes to the login screen', async () => {
    const fetchMock = api([here, phone], {
      '/api/auth/sessions/end-all': () => jsonResponse({ ended: 2, signed_out: true }, 200),
    })
    const { user, router } = renderPage()
    await rows()
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    expect(screen.getByText('Sign out every session, this one included?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    expect(await screen.findByText('Login screen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/login')
    expect(calls(fetchMock, '/api/auth/sessions/end-all')[0]?.[1]?.method).toBe('POST')
  })

  it("shows the server's message when a session can't be ended", async () => {
    api([here, phone], {
      [`/api/auth/sessions/${PHONE}`]: () =>
        jsonResponse({ error: { code: 'not_found', message: 'That session has already ended.' } }, 404),
    })
    const { user } = renderPage()
    const items = await rows()
    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out' }))
    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out' }))
    expect(await within(items[1]!).findByText('That session has already ended.')).toBeInTheDocument()
  })
})

describe('describeSeconds', () => {
  it('reads limits the way a sentence needs them', () => {
    expect(describeSeconds(28800)).toBe('8 hours')
    expect(describeSeconds(3600)).toBe('1 hour')
    expect(describeSeconds(604800)).toBe('7 days')
    expect(describeSeconds(90 * 60)).toBe('90 minutes')
  })
})
