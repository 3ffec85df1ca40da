import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminLayout } from '../components/AdminLayout'
import { IntegrationsPage } from './IntegrationsPage'

const admin = { id: 1, email: 'admin@example.com', first_name: 'Ada', role: 'admin', email_verified: true, areas: ['blog', 'jobs', 'leads', 'users', 'webhooks'] }
const sales = { ...admin, email: 'sales@example.com', role: 'sales', areas: ['leads'] }

const events = [
  { type: 'lead.created', description: 'A visitor sent one of the forms.', subscribable: true, example: {} },
  { type: 'lead.assigned', description: 'A lead was given an owner.', subscribable: true, example: {} },
  { type: 'webhook.test', description: 'On request.', subscribable: false, example: {} },
]
const endpoint = {
  id: 7, url: 'https://hooks.example.com/crm', description: 'Pipedrive', events: ['lead.created'], enabled: true,
  disabled_at: null, disabled_reason: null, failing_since: null, previous_secret_valid_until: null,
  created_at: '2026-03-02T10:00:00Z', updated_at: '2026-03-02T10:00:00Z', last_delivery: null,
}
const markup = '<img src=x onerror=alert(1)>'
const delivery = {
  id: 'd-1', endpoint_id: 7, message_id: 'msg_abc', event_type: 'lead.created', status: 'retrying', attempt_count: 1,
  status_code: 500, duration_ms: 1250, response_excerpt: markup, error: 'The receiver answered 500.',
  next_retry_at: '2026-03-02T10:05:00Z', created_at: '2026-03-02T10:00:00Z', delivered_at: null, erased: false,
  payload: { type: 'lead.created', data: { lead_id: 'x' } },
  attempts: [{ number: 1, started_at: '2026-03-02T10:00:00Z', duration_ms: 1250, status_code: 500, response_excerpt: markup,
    error: 'The receiver answered 500.', succeeded: false, next_retry_at: '2026-03-02T10:05:00Z' }],
}

function renderPage(user: object, extra: Record<string, () => Response> = {}) {
  const fetchMock = mockApi({
    ...extra,
    '/api/admin/webhooks/7/deliveries': () => jsonResponse({ deliveries: [delivery], page: 1, has_more: false }, 200),
    '/api/admin/webhooks': () => jsonResponse({ endpoints: [endpoint], events }, 200),
    '/api/auth/session': () => jsonResponse({ user }, 200),
  })
  const rendered = renderRoutes([{ path: '/admin', Component: AdminLayout, children: [{ path: 'integrations', Component: IntegrationsPage }] }], {
    initialEntries: ['/admin/integrations'],
  })
  return { ...rendered, fetchMock }
}

describe('IntegrationsPage', () => {
  it('adds an endpoint and shows its signing secret once', async () => {
    const secret = 'whsec_c2VjcmV0LXNob3duLW9uY2U='
    const { user, fetchMock } = renderPage(admin)
    const add = await screen.findByRole('region', { name: 'Add an endpoint' })
    await user.type(within(add).getByLabelText('URL'), 'https://hooks.example.com/new')
    expect(within(add).getByRole('checkbox', { name: /lead\.created/ })).toBeChecked()
    expect(within(add).getByRole('checkbox', { name: /lead\.assigned/ })).not.toBeChecked()
    expect(within(add).queryByRole('checkbox', { name: /webhook\.test/ })).toBeNull()
    await user.type(within(add).getByLabelText('Description'), 'HubSpot')
    fetchMock.mockImplementationOnce(() => Promise.resolve(jsonResponse({ endpoint: { ...endpoint, id: 8 }, secret }, 201)))
    await user.click(within(add).getByRole('button', { name: 'Add endpoint' }))
    expect(await within(add).findByText(secret)).toBeInTheDocument()
    const [, init] = fetchMock.mock.calls.find(([url, init]) => url === '/api/admin/webhooks' && init?.method === 'POST') ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ url: 'https://hooks.example.com/new', events: ['lead.created'], description: 'HubSpot' })
    await user.click(within(add).getByRole('button', { name: 'I have copied it' }))
    expect(within(add).queryByText(secret)).toBeNull()
  })

  it('asks for at least one event before sending anything', async () => {
    const { user, fetchMock } = renderPage(admin)
    const add = await screen.findByRole('region', { name: 'Add an endpoint' })
    await user.type(within(add).getByLabelText('URL'), 'https://hooks.example.com/new')
    await user.click(within(add).getByRole('checkbox', { name: /lead\.created/ }))
    await user.click(within(add).getByRole('button', { name: 'Add endpoint' }))
    expect(await within(add).findByText('Choose at least one event.')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('shows the delivery log with status code, duration, the answer as text, next retry and Redeliver', async () => {
    const { user, fetchMock, container } = renderPage(admin, {
      '/api/admin/webhooks/deliveries/d-1/redeliver': () => jsonResponse({ delivery: { ...delivery, status: 'queued' } }, 202),
    })
    const card = await screen.findByRole('listitem', { name: 'Endpoint Pipedrive' })
    await user.click(within(card).getByRole('button', { name: 'Delivery log' }))
    const row = await within(card).findByRole('listitem', { name: 'Delivery lead.created' })
    expect(within(row).getByText('Retrying')).toBeInTheDocument()
    expect(within(row).getAllByText('500')[0]).toBeInTheDocument()
    expect(within(row).getAllByText('1.3 s')[0]).toBeInTheDocument()
    expect(within(row).getAllByText(markup)[0]).toBeInTheDocument() // text, not an element
    expect(container.querySelector("img[src='x']")).toBeNull()
    expect(within(row).getByText('webhook-id msg_abc')).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Redeliver' }))
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/webhooks/deliveries/d-1/redeliver')).toBe(true)
  })

  it('is not for sales', async () => {
    renderPage(sales)
    expect(await screen.findByText('Your account does not have access to this area.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Integrations' })).toBeNull()
  })
})
