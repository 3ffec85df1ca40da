import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminLayout } from '../components/AdminLayout'
import { ChangePasswordPage } from './ChangePasswordPage'

// A sales member: the screen is for every staff role, not only admins.
const staff = {
  id: 7,
  email: 'sam@example.com',
  first_name: 'Sam',
  role: 'sales',
  email_verified: true,
  areas: ['leads'],
}
const session = () => jsonResponse({ user: staff }, 200)
// Listed before '/api/auth/session' (handlers match by prefix): the page also shows where
// the person is signed in (ActiveSessions.test.tsx covers that part).
const sessionsList = {
  '/api/auth/sessions': () =>
    jsonResponse({ sessions: [], idle_timeout_seconds: 28800, max_age_seconds: 604800 }, 200),
}

function renderScreen(path = '/admin/account/password') {
  return renderRoutes(
    [
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { index: true, element: <p>Dashboard body</p> },
          { path: 'account/password', Component: ChangePasswordPage },
        ],
      },
    ],
    { initialEntries: [path] },
  )
}

function passwordCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/password')
}

async function fill(user: ReturnType<typeof renderScreen>['user'], current: string, next: string, confirm: string) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current)
  if (next) await user.type(screen.getByLabelText('New Password'), next)
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Change Password' }))
}

describe('ChangePasswordPage', () => {
  it('lets a sales member turn their daily digest off', async () => {
    const fetchMock = mockApi({
      ...sessionsList,
      '/api/auth/session': session,
      '/api/admin/follow-ups/digest': () => jsonResponse({ daily_digest: true }, 200),
    })
    const { user } = renderScreen()
    const box = await screen.findByRole('checkbox', { name: 'Email me the daily digest' })
    await waitFor(() => expect(box).toBeEnabled())
    expect(box).toBeChecked()
    await user.click(box)
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/admin/follow-ups/digest' && init?.method === 'PUT')
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ daily_digest: false })
    })
  })

  it('is linked from the admin header', async () => {
    mockApi({ ...sessionsList, '/api/auth/session': session })
    const { user, router } = renderScreen('/admin')
    await user.click(await screen.findByRole('link', { name: 'Change Password' }))
    expect(router.state.location.pathname).toBe('/admin/account/password')
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument()
  })

  it('checks the fields before asking the server', async () => {
    const fetchMock = mockApi({ ...sessionsList, '/api/auth/session': session })
    const { user } = renderScreen()
    await screen.findByRole('heading', { name: 'Change Password' })

    await fill(user, '', 'too short', '')
    expect(await screen.findByText('Current password is required')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 12 characters.')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('New Password'))
    await fill(user, 'my old password', 'a brand new password', 'a different password')
    expect(await screen.findByText("The passwords don't match.")).toBeInTheDocument()
    expect(passwordCalls(fetchMock)).toHaveLength(0)
  })

  it("shows the server's message on the field and in a red alert", async () => {
    mockApi({
      ...sessionsList,
      '/api/auth/session': session,
      '/api/auth/password': () =>
        jsonResponse(
          {
            error: {
              code: 'invalid',
              message: 'Your current password is not correct.',
              fields: { current_password: ['Your current password is not correct.'] },
            },
          },
          400,
        ),
    })
    const { user } = renderScreen()
    await screen.findByRole('heading', { name: 'Change Password' })
    await fill(user, 'not my password', 'a brand new password', 'a brand new password')

    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.')
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('sends the current and new password, then confirms and clears the form', async () => {
    const fetchMock = mockApi({
      ...sessionsList,
      '/api/auth/session': session,
      '/api/auth/password': () => jsonResponse({ user: staff }, 200),
    })
    const { user } = renderScreen()
    await screen.findByRole('heading', { name: 'Change Password' })
    await fill(user, 'my old password!', 'a brand new password', 'a brand new password')

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.')
    const calls = passwordCalls(fetchMock)
    expect(calls).toHaveLength(1)
    const init = calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'my old password!',
      new_password: 'a brand new password',
    })
    expect(screen.getByLabelText('Current Password')).toHaveValue('')
    expect(screen.getByLabelText('New Password')).toHaveValue('')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
