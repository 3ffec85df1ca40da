import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminLoginPage } from './AdminLoginPage'
import { AdminLayout } from './components/AdminLayout'

const admin = {
  id: 1,
  email: 'ada@example.com',
  first_name: 'Ada',
  role: 'admin',
  email_verified: true,
  areas: ['blog', 'users'],
}

function renderAdmin(path: string) {
  return renderRoutes(
    [
      { path: '/admin/login', Component: AdminLoginPage },
      { path: '/admin', Component: AdminLayout, children: [{ index: true, element: <p>Dashboard body</p> }] },
    ],
    { initialEntries: [path] },
  )
}

describe('AdminLoginPage', () => {
  it('switches between login, signup and reset with the spec wording', async () => {
    mockApi({ '/api/auth/session': () => jsonResponse({ user: null }, 200) })
    const { user } = renderAdmin('/admin/login')

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Create an admin account' }))
    expect(screen.getByRole('heading', { name: 'Create Admin Account' })).toBeInTheDocument()
    expect(screen.getByLabelText('First Name')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Back to login' }))
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }))
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Reset Email' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to login' })).toBeInTheDocument()
  })

  it('shows required-field messages and the server error in a red alert', async () => {
    mockApi({
      '/api/auth/session': () => jsonResponse({ user: null }, 200),
      '/api/auth/login': () =>
        jsonResponse({ error: { code: 'rate_limited', message: 'Too many failed sign-in attempts.' } }, 429),
    })
    const { user } = renderAdmin('/admin/login')
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'whatever it is')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts.')
  })

  it('asks for 12 characters when signing up', async () => {
    mockApi({ '/api/auth/session': () => jsonResponse({ user: null }, 200) })
    const { user } = renderAdmin('/admin/login')
    await user.click(await screen.findByRole('button', { name: 'Create an admin account' }))
    await user.type(screen.getByLabelText('First Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'too short')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Password must be at least 12 characters.')).toBeInTheDocument()
  })

  it('sends a signed-in admin to /admin', async () => {
    mockApi({ '/api/auth/session': () => jsonResponse({ user: admin }, 200) })
    const { router } = renderAdmin('/admin/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(await screen.findByText('Welcome, Ada')).toBeInTheDocument()
  })
})

describe('AdminLayout guard', () => {
  it('shows Loading... and then redirects a visitor to /admin/login', async () => {
    mockApi({ '/api/auth/session': () => jsonResponse({ user: null }, 200) })
    const { router } = renderAdmin('/admin')
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
  })

  it('redirects an account without a role', async () => {
    mockApi({ '/api/auth/session': () => jsonResponse({ user: { ...admin, role: null, areas: [] } }, 200) })
    const { router } = renderAdmin('/admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(await screen.findByText(/doesn't have access to the admin area yet/)).toBeInTheDocument()
  })

  it('greets by email when there is no first name', async () => {
    mockApi({ '/api/auth/session': () => jsonResponse({ user: { ...admin, first_name: null } }, 200) })
    renderAdmin('/admin')
    expect(await screen.findByText('Welcome, ada@example.com')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument()
  })
})
