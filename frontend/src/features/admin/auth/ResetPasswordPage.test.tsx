import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { ResetPasswordPage } from './ResetPasswordPage'

const DONE = 'Your password has been changed. You can now sign in.'

function renderPage() {
  return renderRoutes([{ path: '/admin/reset-password', Component: ResetPasswordPage }], {
    initialEntries: ['/admin/reset-password?token=abc.def'],
  })
}

function answers(claim: boolean) {
  return mockApi({
    '/api/auth/reset-check': () => jsonResponse({ email: 'sam@example.com', claim }, 200),
    '/api/auth/reset-password': () => jsonResponse({ message: DONE }, 200),
  })
}

function resetBodies(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/auth/reset-password')
    .map(([, init]) => JSON.parse(String(init?.body)))
}

async function choosePassword(user: ReturnType<typeof renderPage>['user']) {
  await user.type(await screen.findByLabelText('New Password'), 'a long enough password')
  await user.type(screen.getByLabelText('Confirm New Password'), 'a long enough password')
}

describe('ResetPasswordPage', () => {
  it('asks whoever claims an unconfirmed address for their own first name', async () => {
    const fetchMock = answers(true)
    const { user } = renderPage()
    await choosePassword(user)
    await user.click(screen.getByRole('button', { name: 'Set New Password' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(resetBodies(fetchMock)).toHaveLength(0)

    await user.type(screen.getByLabelText('First Name'), 'Sam')
    await user.click(screen.getByRole('button', { name: 'Set New Password' }))
    expect(await screen.findByRole('status')).toHaveTextContent(DONE)
    expect(resetBodies(fetchMock)).toEqual([
      { token: 'abc.def', password: 'a long enough password', first_name: 'Sam' },
    ])
  })

  it('asks no name on an ordinary reset', async () => {
    const fetchMock = answers(false)
    const { user } = renderPage()
    await choosePassword(user)
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Set New Password' }))
    expect(await screen.findByRole('status')).toHaveTextContent(DONE)
    expect(resetBodies(fetchMock)).toEqual([{ token: 'abc.def', password: 'a long enough password' }])
  })
})
