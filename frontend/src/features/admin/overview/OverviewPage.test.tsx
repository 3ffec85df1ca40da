import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderRoutes } from '@/testing/render-app'
import { AdminLayout } from '../components/AdminLayout'
import { OverviewPage } from './OverviewPage'

// uPlot draws on a canvas, which jsdom has not got: a stand-in records what each chart was given.
const charts = vi.hoisted(() => [] as { series: { label?: string }[]; data: number[][] }[])
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null }
    constructor(options: { series: { label?: string }[] }, data: number[][]) {
      charts.push({ series: options.series, data })
    }
    setSize() {}
    destroy() {}
  },
}))

const admin = { id: 1, email: 'owner@example.com', first_name: 'Ada', role: 'admin', email_verified: true, areas: ['blog', 'jobs', 'leads', 'sales_pipeline', 'users', 'webhooks'] }
const sales = { id: 2, email: 'sales@example.com', first_name: 'Sam', role: 'sales', email_verified: true, areas: ['leads', 'sales_pipeline'] }
const editor = { id: 3, email: 'editor@example.com', first_name: 'Eve', role: 'editor', email_verified: true, areas: ['blog'] }

const overview = {
  range: { from: '2026-11-21', to: '2026-11-27', previousFrom: '2026-11-14', previousTo: '2026-11-20', bucket: 'day' },
  leads: {
    total: 7,
    previousTotal: 4,
    series: [
      { period: '2026-11-21', contact: 1, guide: 0, earlyAccess: 0, newsletter: 2, finder: 1, booking: 1 },
      { period: '2026-11-22', contact: 0, guide: 1, earlyAccess: 1, newsletter: 0, finder: 0, booking: 0 },
    ],
  },
  funnels: [
    {
      flow: 'quiz',
      label: 'Plan quiz',
      steps: [
        { step: 'view', label: 'Page viewed', count: 120, previous: 100, dropOff: null },
        { step: 'start', label: 'Started', count: 80, previous: 70, dropOff: 0.333 },
      ],
    },
    {
      flow: 'contact',
      label: 'Contact form',
      steps: [{ step: 'view', label: 'Page viewed', count: 40, previous: 0, dropOff: null }],
    },
  ],
  sources: [
    { referrerHost: 'www.linkedin.com', utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'spring', visits: 50, leads: 6, callsBooked: 3, qualified: 2, won: 1, wonMonthlyValue: 499.0 },
    { referrerHost: '=cmd|calc', utmSource: '', utmMedium: '', utmCampaign: '', visits: 3, leads: 0, callsBooked: 0, qualified: 0, won: 0, wonMonthlyValue: 0 },
  ],
  pipeline: {
    stages: [
      { stage: 'new', label: 'New', reached: 40, conversion: null },
      { stage: 'contacted', label: 'Contacted', reached: 30, conversion: 0.75 },
    ],
    medianHoursToFirstContact: 5.5,
    medianDaysToWon: null,
    calls: { booked: 3, attended: 1, noShow: 1 },
  },
  health: { jobsFailing: 0, emailsNotSent: 2, webhooksFailing: 0 },
  subscribers: {
    size: 412, joined: 30, left: 4, previousJoined: 21, previousLeft: 2,
    series: [{ period: '2026-03-02', joined: 30, left: 4 }],
  },
}

function renderOverview(path: string, { user = admin, answer = () => jsonResponse(overview, 200) } = {}) {
  const fetchMock = mockApi({
    '/api/admin/overview': answer,
    '/api/auth/session': () => jsonResponse({ user }, 200),
  })
  const rendered = renderRoutes(
    [{ path: '/admin', Component: AdminLayout, children: [{ path: 'overview', Component: OverviewPage }] }],
    { initialEntries: [path] },
  )
  return { ...rendered, fetchMock }
}

function overviewCalls(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/overview'))
}

function cellsOf(row: HTMLElement): string[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')
}

beforeEach(() => {
  // Only the clock: timers stay real so the queries and waits run as usual.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T10:00:00Z'))
  charts.length = 0
})

afterEach(() => {
  vi.useRealTimers()
})

describe('OverviewPage range', () => {
  it('asks for the last 30 days when the address names no range', async () => {
    const { fetchMock } = renderOverview('/admin/overview')
    await screen.findByRole('region', { name: 'Leads' })
    expect(overviewCalls(fetchMock)).toEqual(['/api/admin/overview?from=2026-10-29&to=2026-11-27'])
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('keeps a chosen preset in the address and asks for it', async () => {
    const { fetchMock, router, user } = renderOverview('/admin/overview?range=7d')
    await screen.findByRole('region', { name: 'Leads' })
    expect(overviewCalls(fetchMock)).toEqual(['/api/admin/overview?from=2026-11-21&to=2026-11-27'])
    await user.click(screen.getByRole('button', { name: 'Last 90 days' }))
    expect(router.state.location.search).toBe('?range=90d')
    await waitFor(() => expect(overviewCalls(fetchMock)).toContain('/api/admin/overview?from=2026-08-30&to=2026-11-27'))
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('opens a shared custom range as it was, and writes a new one to the address', async () => {
    const { fetchMock, router, user } = renderOverview('/admin/overview?from=2026-01-01&to=2026-01-31')
    await screen.findByRole('region', { name: 'Leads' })
    expect(overviewCalls(fetchMock)).toEqual(['/api/admin/overview?from=2026-01-01&to=2026-01-31'])
    const from = screen.getByLabelText('From')
    expect(from).toHaveValue('2026-01-01')
    expect(screen.getByLabelText('To')).toHaveValue('2026-01-31')

    await user.clear(from)
    await user.type(from, '2026-02-01')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('alert')).toHaveTextContent('The last day must not be before the first.')
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-01-31')

    await user.clear(screen.getByLabelText('To'))
    await user.type(screen.getByLabelText('To'), '2026-02-28')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-02-28')
    await waitFor(() => expect(overviewCalls(fetchMock)).toContain('/api/admin/overview?from=2026-02-01&to=2026-02-28'))
  })

  it('says so when the address holds a range it cannot use', async () => {
    const { fetchMock } = renderOverview('/admin/overview?range=12d')
    expect(await screen.findByText(/could not be read, so the last 30 days are shown/)).toBeInTheDocument()
    await screen.findByRole('region', { name: 'Leads' })
    expect(overviewCalls(fetchMock)).toEqual(['/api/admin/overview?from=2026-10-29&to=2026-11-27'])
  })

  it('shows the comparison period the API used', async () => {
    renderOverview('/admin/overview?range=7d')
    expect(await screen.findByText(/21 Nov 2026 to 27 Nov 2026\. Compared with 14 Nov 2026 to 20 Nov 2026/)).toBeInTheDocument()
  })

  it('shows loading, then the API error', async () => {
    renderOverview('/admin/overview', {
      answer: () => jsonResponse({ error: { code: 'bad_range', message: 'Choose a range of at most 25 months.' } }, 400),
    })
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...')
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a range of at most 25 months.')
  })
})

describe('OverviewPage charts and tables', () => {
  it('gives every chart its numbers as a table with a caption and headers', async () => {
    renderOverview('/admin/overview?range=7d')
    const leads = await screen.findByRole('region', { name: 'Leads' })
    expect(leads).toHaveTextContent('7 leads; the period before: 4 (+75.0%)')
    const table = within(leads).getByRole('table', { name: /Leads per day by form, 21 Nov 2026 to 27 Nov 2026/ })
    const rows = within(table).getAllByRole('row')
    expect(cellsOf(rows[0]!)).toEqual(['Day', 'Contact', 'Free guide', 'Early access', 'Newsletter', 'Tool finder', 'Discovery call', 'Total'])
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('21 Nov 2026')
    expect(cellsOf(rows[1]!)).toEqual(['21 Nov 2026', '1', '0', '0', '2', '1', '1', '5'])
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col')
    expect(within(rows[1]!).getByRole('rowheader')).toHaveAttribute('scope', 'row')

    const funnels = screen.getByRole('region', { name: 'Funnels' })
    const quiz = within(funnels).getByRole('table', { name: /^Plan quiz: visitors at each step/ })
    expect(cellsOf(within(quiz).getAllByRole('row')[2]!)).toEqual(['Started', '80', '70', '+14.3%', '33.3%'])
    expect(cellsOf(within(quiz).getAllByRole('row')[1]!)).toEqual(['Page viewed', '120', '100', '+20.0%', 'n/a'])
    // Nothing the period before: no percentage to show.
    const contact = within(funnels).getByRole('table', { name: /^Contact form/ })
    expect(cellsOf(within(contact).getAllByRole('row')[1]!)).toEqual(['Page viewed', '40', '0', 'n/a', 'n/a'])

    const sources = within(screen.getByRole('region', { name: 'Sources' })).getByRole('table')
    expect(cellsOf(within(sources).getAllByRole('row')[1]!)).toEqual([
      'linkedin / spring', 'www.linkedin.com', 'linkedin', 'social', 'spring', '50', '6', '3', '2', '1', '£499',
    ])

    const pipeline = screen.getByRole('region', { name: 'Sales pipeline' })
    expect(cellsOf(within(within(pipeline).getByRole('table')).getAllByRole('row')[2]!)).toEqual(['Contacted', '30', '75.0%'])
    expect(pipeline).toHaveTextContent('Median time to first contact5.5 hours')
    expect(pipeline).toHaveTextContent('Median time to wonn/a')
    const calls = within(pipeline).getByRole('group', { name: 'Discovery calls' })
    expect(calls).toHaveTextContent('Calls booked3Calls attended1Calls no-show1')
  })

  it('counts by ISO week, each named by its Monday, over 31 days', async () => {
    const weekly = {
      ...overview,
      range: { ...overview.range, from: '2026-08-30', bucket: 'week' },
      leads: { ...overview.leads, series: [{ period: '2026-08-24', contact: 2, guide: 1, earlyAccess: 0, newsletter: 0, finder: 3, booking: 0 }] },
    }
    renderOverview('/admin/overview?range=90d', { answer: () => jsonResponse(weekly, 200) })
    const table = await screen.findByRole('table', { name: /^Leads per week by form/ })
    expect(cellsOf(within(table).getAllByRole('row')[1]!)).toEqual(['24 Aug 2026', '2', '1', '0', '0', '3', '0', '6'])
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Week starting')
  })

  it('draws each chart with uPlot, the stacked leads as running totals', async () => {
    renderOverview('/admin/overview?range=7d')
    await screen.findByRole('region', { name: 'Leads' })
    await waitFor(() => expect(charts).toHaveLength(5))
    // The top of the stack (tool finder) first, holding each day's total; contact last, alone.
    const leads = charts[0]!
    expect(leads.series.slice(1).map((s) => s.label)).toEqual(['Discovery call', 'Tool finder', 'Newsletter', 'Early access', 'Free guide', 'Contact'])
    expect(leads.data).toEqual([[0, 1], [5, 2], [4, 2], [3, 2], [1, 2], [1, 1], [1, 0]])
    expect(screen.getByRole('img', { name: /stacked by form: 7 leads in all/ })).toBeInTheDocument()
    // Every series has a patterned swatch in its legend, not a colour alone.
    const legend = within(screen.getByRole('region', { name: 'Leads' })).getByRole('list', { name: 'Legend' })
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Contact', 'Free guide', 'Early access', 'Newsletter', 'Tool finder', 'Discovery call',
    ])
  })

  it('downloads a table as CSV with formula-looking text kept as text', async () => {
    const saved: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob)
      return 'blob:overview'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('sources-2026-11-21-to-2026-11-27.csv')
    })
    const { user } = renderOverview('/admin/overview?range=7d')
    await user.click(await screen.findByRole('button', { name: /^Download CSV: Sources/ }))
    expect(clicked).toHaveBeenCalledOnce()
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8')
    // A byte-order mark first (Blob.text() decodes it away), so Excel reads UTF-8.
    expect([...new Uint8Array(await saved[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = await saved[0]!.text()
    expect(text.split('\r\n')).toEqual([
      'Source,Referrer,UTM source,UTM medium,UTM campaign,Visits,Leads,Calls booked,Qualified,Won,Won monthly value (£)',
      'linkedin / spring,www.linkedin.com,linkedin,social,spring,50,6,3,2,1,499',
      "'=cmd|calc,'=cmd|calc,,,,3,0,0,0,0,0",
      '',
    ])
  })

  it('shows the newsletter list’s size and growth', async () => {
    renderOverview('/admin/overview')
    const panel = await screen.findByRole('region', { name: 'Newsletter subscribers' })
    expect(panel).toHaveTextContent('412 confirmed subscribers now; +26 in this range (30 joined, 4 left')
    expect(within(panel).getByRole('table')).toHaveTextContent('Joined')
  })

  it('shows the day’s health in words, linked to the job dashboard for admins', async () => {
    renderOverview('/admin/overview')
    const line = await screen.findByText("Today's health:")
    const paragraph = line.closest('p')!
    expect(paragraph).toHaveTextContent('Needs attention · 0 jobs failing · 2 emails not sent · 0 webhooks failing')
    expect(within(paragraph).getByRole('link', { name: 'Job dashboard' })).toHaveAttribute('href', '/admin/jobs')
  })
})

describe('OverviewPage roles', () => {
  it('is in the sidebar for admins and sales, never for editors', async () => {
    for (const [user, shown] of [[admin, true], [sales, true], [editor, false]] as const) {
      const { unmount } = renderOverview('/admin/overview', { user })
      const nav = await screen.findByRole('navigation', { name: 'Admin' })
      const link = within(nav).queryByRole('link', { name: 'Overview' })
      if (shown) expect(link).toHaveAttribute('href', '/admin/overview')
      else expect(link).toBeNull()
      unmount()
    }
  })

  it('shows sales the figures without the admin-only job dashboard link', async () => {
    renderOverview('/admin/overview', { user: sales })
    const line = await screen.findByText("Today's health:")
    expect(within(line.closest('p')!).queryByRole('link')).toBeNull()
  })

  it('tells an editor who follows a link that it is not for them, and asks for nothing', async () => {
    const { fetchMock } = renderOverview('/admin/overview', { user: editor })
    expect(await screen.findByText('Your account does not have access to this area.')).toBeInTheDocument()
    expect(overviewCalls(fetchMock)).toEqual([])
  })
})
