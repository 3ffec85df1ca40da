import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminDashboardPage } from './AdminDashboardPage'
import { AdminLayout } from './components/AdminLayout'

const admin = { id: 1, email: 'owner@example.com', first_name: 'Ada', role: 'admin', email_verified: true, areas: ['blog', 'jobs', 'leads', 'sales_pipeline', 'users', 'webhooks'] }
const editor = { id: 3, email: 'editor@example.com', first_name: 'Eve', role: 'editor', email_verified: true, areas: ['blog'] }
const counts = { total_posts: 7, published: 5, drafts: 2, categories: 3 }
const summary = { leadsThisWeek: 5, leadsLastWeek: 3, followUpsDueToday: 2, health: { jobsFailing: 1, emailsNotSent: 0, webhooksFailing: 0 } }

function renderDashboard(user: object, summaryAnswer = () => jsonResponse(summary, 200)) {
  const fetchMock = mockApi({
    '/api/admin/overview/summary': summaryAnswer,
    '/api/admin/dashboard': () => jsonResponse({ counts }, 200),
    '/api/auth/session': () => jsonResponse({ user }, 200),
  })
  renderRoutes([{ path: '/admin', Component: AdminLayout, children: [{ index: true, Component: AdminDashboardPage }] }], {
    initialEntries: ['/admin'],
  })
  return fetchMock
}

// Spec 2.16, word for word: what the band must leave as it was.
async function expectSpecDashboard() {
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  const stats = screen.getAllByRole('listitem').filter((item) => item.closest('nav') === null)
  expect(stats.map((item) => item.textContent)).toEqual(['Total Posts7', 'Published5', 'Drafts2', 'Categories3'])
  const actions = screen.getByRole('heading', { name: 'Quick Actions' }).closest('section')!
  expect(within(actions).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Create New Post', '/admin/posts/new'],
    ['Manage Posts', '/admin/posts'],
    ['View Public Blog', '/blog'],
  ])
  const activity = screen.getByRole('heading', { name: 'Recent Activity' }).closest('section')!
  expect(activity).toHaveTextContent('Blog management system is ready. Start creating your first post!')
}

describe('AdminDashboardPage', () => {
  it("gives admins the week's band, linking to the Overview, above the spec's cards", async () => {
    renderDashboard(admin)
    const band = await screen.findByRole('region', { name: 'This week' })
    expect(await within(band).findByText(/5 leads this week \(last week: 3\)/)).toHaveTextContent('2 follow-ups due today')
    expect(band).toHaveTextContent("Today's health: ! Needs attention · 1 job failing · 0 emails not sent · 0 webhooks failing")
    expect(within(band).getByRole('link', { name: 'Open the overview' })).toHaveAttribute('href', '/admin/overview')
    expect(within(band).getByRole('link', { name: 'Job dashboard' })).toHaveAttribute('href', '/admin/jobs')
    await expectSpecDashboard()
    expect(band.compareDocumentPosition(screen.getByText('Total Posts')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows editors the spec dashboard alone and never asks for the figures', async () => {
    const fetchMock = renderDashboard(editor)
    await expectSpecDashboard()
    expect(screen.queryByRole('region', { name: 'This week' })).toBeNull()
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/overview/summary')
  })

  it("keeps the spec's cards when the band's figures fail", async () => {
    renderDashboard(admin, () => jsonResponse({ error: { message: 'Something went wrong on our side.' } }, 500))
    const band = await screen.findByRole('region', { name: 'This week' })
    expect(await within(band).findByRole('alert')).toHaveTextContent('Something went wrong on our side.')
    await expectSpecDashboard()
  })
})
