import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { VerifyEmailPage } from './VerifyEmailPage'

const WRONG =
  "That is not this account's password. If you didn't create this account, use 'Forgot your password?' on the sign-in page to choose your own."

function renderPage(path = '/admin/verify-email?token=abc.def') {
  return renderRoutes([{ path: '/admin/verify-email', Component: VerifyEmailPage }], { initialEntries: [path] })
}

function verifyCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email')
}

describe('VerifyEmailPage', () => {
  it('asks for the password before confirming anything', async () => {
    const fetchMock = mockApi({})
    const { user } = renderPage()
    expect(await screen.findByText(/Enter the password you chose/)).toBeInTheDocument()
    expect(verifyCalls(fetchMock)).toHaveLength(0) // opening the link alone confirms nothing
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }))
    expect(await screen.findByText('Password is required')).toBeInTheDocument()
    expect(verifyCalls(fetchMock)).toHaveLength(0)
  })

  it('sends the token with the password and shows the confirmation', async () => {
    const fetchMock = mockApi({
      '/api/auth/verify-email': () => jsonResponse({ message: 'Thanks! Your email address is confirmed.' }, 200),
    })
    const { user } = renderPage()
    await user.type(await screen.findByLabelText('Password'), 'a long enough password')
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Your email address is confirmed.')
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    const [call] = verifyCalls(fetchMock)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: 'abc.def', password: 'a long enough password' })
  })

  it("shows the server's message for a wrong password", async () => {
    mockApi({
      '/api/auth/verify-email': () =>
        jsonResponse({ error: { code: 'invalid', message: WRONG, fields: { password: [WRONG] } } }, 400),
    })
    const { user } = renderPage()
    await user.type(await screen.findByLabelText('Password'), 'somebody else’s password')
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG)
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
  })

  it('says when the link has no token', async () => {
    mockApi({})
    renderPage('/admin/verify-email')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is missing its token.')
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
  })
})
