import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminLayout } from '../components/AdminLayout'
import { RetentionPage } from './RetentionPage'

const admin = { id: 1, email: 'admin@example.com', first_name: 'Ada', role: 'admin', email_verified: true, areas: ['blog', 'jobs', 'leads', 'users'] }
const kinds = [
  { kind: 'leads', label: 'Leads', setting: 'RETENTION_LEAD_MONTHS', period: 24, unit: 'months', period_text: '24 months', then: 'Erased.', due: { count: 1204, oldest: '2024-01-02T09:00:00Z' } },
  { kind: 'finder_inputs', label: 'AI Tool Finder answers', setting: null, period: null, unit: null, period_text: 'with their lead', then: 'Erased with the lead.', due: null },
]
const runs = [
  { id: 2, trigger: 'schedule', status: 'succeeded', started_at: '2026-12-09T00:05:00Z', finished_at: '2026-12-09T00:06:00Z', counts: { leads: 3, spam: 0 }, error: null },
]

function renderPage(role = admin) {
  mockApi({
    '/api/admin/retention': () => jsonResponse({ kinds, runs }, 200),
    '/api/auth/session': () => jsonResponse({ user: role }, 200),
  })
  return renderRoutes([{ path: '/admin', Component: AdminLayout, children: [{ path: 'retention', Component: RetentionPage }] }], {
    initialEntries: ['/admin/retention'],
  })
}

describe('RetentionPage', () => {
  it('shows each kind, its period and setting, and what the next run deletes', async () => {
    renderPage()
    const schedule = await screen.findByRole('table', { name: 'Retention periods and what the next run will delete' })
    const leads = within(schedule).getByRole('row', { name: /^Leads/ })
    expect(within(leads).getByRole('cell', { name: '24 months' })).toBeInTheDocument()
    expect(within(leads).getByRole('cell', { name: 'RETENTION_LEAD_MONTHS' })).toBeInTheDocument()
    expect(within(leads).getByRole('cell', { name: '1,204' })).toBeInTheDocument()
    const finder = within(schedule).getByRole('row', { name: /^AI Tool Finder answers/ })
    expect(within(finder).getByRole('cell', { name: 'With its lead' })).toBeInTheDocument()
    const last = screen.getByRole('table', { name: 'The last retention runs, newest first' })
    expect(within(last).getByRole('cell', { name: 'Leads: 3' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Data Retention' })).toHaveAttribute('href', '/admin/retention')
  })

  it('is not in the sidebar of an account without the users area', async () => {
    renderPage({ ...admin, role: 'sales', areas: ['leads'] })
    expect(await screen.findByRole('link', { name: 'Leads' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Data Retention' })).toBeNull()
  })
})
