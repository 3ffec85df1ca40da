import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminLayout } from '../components/AdminLayout'
import { AdminUsersPage } from './AdminUsersPage'

const admin = { id: 1, email: 'admin@example.com', first_name: 'Ada', role: 'admin', email_verified: true, areas: ['blog', 'jobs', 'leads', 'users'] }
const users = [
  { id: 1, email: 'admin@example.com', first_name: 'Ada', role: 'admin', email_verified: true, created_at: '2025-06-01T09:00:00Z' },
  { id: 2, email: 'ed@example.com', first_name: 'Ed', role: 'editor', email_verified: true, created_at: '2025-06-02T09:00:00Z' },
  { id: 3, email: 'new@example.com', first_name: 'Nu', role: null, email_verified: false, created_at: '2025-06-03T09:00:00Z' },
]

function renderPage(extra: Record<string, () => Response> = {}) {
  const fetchMock = mockApi({
    ...extra,
    '/api/admin/users': () => jsonResponse({ users }, 200),
    '/api/auth/session': () => jsonResponse({ user: admin }, 200),
  })
  const rendered = renderRoutes([{ path: '/admin', Component: AdminLayout, children: [{ path: 'users', Component: AdminUsersPage }] }], {
    initialEntries: ['/admin/users'],
  })
  return { ...rendered, fetchMock }
}

async function row(email: string) {
  return (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement
}

describe('AdminUsersPage', () => {
  it('offers no role to an account whose address is not confirmed, and says why', async () => {
    renderPage()
    const unconfirmed = await row('new@example.com')
    const select = within(unconfirmed).getByRole('combobox', { name: 'Role for new@example.com' })
    expect(select).toBeDisabled()
    expect(select).toHaveAccessibleDescription('Can be given a role once they confirm their email address.')
    const confirmed = within(await row('ed@example.com')).getByRole('combobox')
    expect(confirmed).toBeEnabled()
    expect(within(confirmed).getByRole('option', { name: 'Sales (leads only)' })).toBeEnabled()
  })

  it('signs another account out everywhere after asking', async () => {
    const { user, fetchMock } = renderPage({
      '/api/admin/users/2/sign-out-everywhere': () => jsonResponse({ ended: 2 }, 200),
    })
    const editor = await row('ed@example.com')
    await user.click(within(editor).getByRole('button', { name: 'Sign out everywhere' }))
    expect(within(editor).getByText('End every session of this account?')).toBeInTheDocument()
    await user.click(within(editor).getByRole('button', { name: 'Sign out everywhere' }))
    expect(await screen.findByText('ed@example.com: 2 sessions signed out.')).toBeInTheDocument()
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/admin/users/2/sign-out-everywhere')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.[1]?.method).toBe('POST')
    // Not offered on the admin's own row: their sessions are on their account page.
    expect(within(await row('admin@example.com')).queryByRole('button', { name: 'Sign out everywhere' })).toBeNull()
  })
})
