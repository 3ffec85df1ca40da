import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminLayout } from '../components/AdminLayout'
import { JobsPage } from './JobsPage'

const admin = { id: 1, email: 'admin@example.com', first_name: 'Ada', role: 'admin', email_verified: true, areas: ['blog', 'jobs', 'leads', 'users', 'webhooks'] }

const warning = {
  status: 'warning',
  generated_at: '2026-03-02T10:00:00Z',
  checks: [
    { code: 'database', label: 'Database', ok: true, detail: 'Answering.' },
    { code: 'redis', label: 'Redis', ok: true, detail: 'Answering.' },
    { code: 'worker', label: 'Worker', ok: false, detail: 'No worker is running: submissions and emails wait until one starts.' },
    { code: 'scheduler', label: 'Scheduler', ok: true, detail: 'No retry waits on a missing scheduler.' },
    { code: 'redis_eviction', label: 'Redis eviction policy', ok: false, detail: "Redis maxmemory-policy is 'allkeys-lru', not 'noeviction': Redis may evict queued jobs under memory pressure." },
    { code: 'outbox_stuck', label: 'Outbox', ok: false, detail: '2 outbox entries have waited over a minute without finishing.' },
  ],
}

const redisDown = {
  status: 'down',
  generated_at: '2026-03-02T10:00:00Z',
  checks: [
    { code: 'database', label: 'Database', ok: true, detail: 'Answering.' },
    { code: 'redis', label: 'Redis', ok: false, detail: 'redis unreachable (ConnectionError)' },
    { code: 'worker', label: 'Worker', ok: null, detail: 'Unknown while Redis is unreachable.' },
    { code: 'scheduler', label: 'Scheduler', ok: null, detail: 'Unknown while Redis is unreachable.' },
    { code: 'redis_eviction', label: 'Redis eviction policy', ok: null, detail: 'Unknown while Redis is unreachable.' },
    { code: 'outbox_stuck', label: 'Outbox', ok: true, detail: 'Nothing has waited over a minute.' },
  ],
}

const overview = { queues: [], workers: [], failed: [], throughput: [], warnings: [], generated_at: '2026-03-02T10:00:00Z' }

function renderPage(health: object, overviewResponse: () => Response) {
  mockApi({
    '/api/admin/jobs/health': () => jsonResponse(health, 200),
    '/api/admin/jobs': overviewResponse,
    '/api/auth/session': () => jsonResponse({ user: admin }, 200),
  })
  return renderRoutes([{ path: '/admin', Component: AdminLayout, children: [{ path: 'jobs', Component: JobsPage }] }], {
    initialEntries: ['/admin/jobs'],
  })
}

describe('JobsPage health summary', () => {
  it('shows every check at the top of the page, problems first in the verdict', async () => {
    renderPage(warning, () => jsonResponse(overview, 200))
    const summary = await screen.findByRole('region', { name: 'Health' })
    expect(within(summary).getByRole('heading')).toHaveTextContent('Health: jobs may wait or be lost')
    expect(within(summary).getByRole('listitem', { name: 'Worker: Problem' })).toHaveTextContent('No worker is running')
    expect(within(summary).getByRole('listitem', { name: 'Redis eviction policy: Problem' })).toHaveTextContent("'allkeys-lru'")
    expect(within(summary).getByRole('listitem', { name: 'Outbox: Problem' })).toHaveTextContent('2 outbox entries have waited')
    expect(within(summary).getByRole('listitem', { name: 'Database: OK' })).toBeInTheDocument()
    expect(within(summary).getByRole('listitem', { name: 'Scheduler: OK' })).toBeInTheDocument()
    // At the top: before the queue counts.
    const queues = await screen.findByRole('region', { name: 'Queues' })
    expect(summary.compareDocumentPosition(queues) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('still reports while Redis is down and the rest of the dashboard cannot load', async () => {
    renderPage(redisDown, () =>
      jsonResponse({ error: { code: 'redis_unavailable', message: "Redis is not reachable, so job data can't be shown or changed. Check Redis." } }, 503),
    )
    const summary = await screen.findByRole('region', { name: 'Health' })
    expect(within(summary).getByRole('heading')).toHaveTextContent('Health: a part is down')
    expect(within(summary).getByRole('listitem', { name: 'Redis: Problem' })).toHaveTextContent('redis unreachable')
    expect(within(summary).getByRole('listitem', { name: 'Worker: Unknown' })).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('Redis is not reachable')
  })
})
