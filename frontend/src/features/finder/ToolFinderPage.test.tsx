import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { businessGoals, companySizes, mainChallenges } from '@/content/finder-options'
import { sentSteps } from '@/testing/beacons'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { FINDER_POLL_INTERVAL_MS, type FinderStatus } from './api/get-finder-result'
import { ToolFinderPage } from './ToolFinderPage'

const TOKEN = '3f0c9a52-8d1e-4c57-9a43-2b7f1e6d0c11'
const CONSISTENCY_ERROR = 'Tool consistency validation failed - tools differ between browser and email'

const results: FinderStatus['results'] = {
  recommendations: [
    {
      name: 'Zoho CRM',
      summary: 'Low-cost CRM with EU hosting.',
      rationale: 'For a team of 6-20 that wants to generate more leads, Zoho CRM fits.',
      website: 'https://www.zoho.com/uk/crm/',
      category: 'Sales and CRM',
    },
    {
      name: 'Zapier',
      summary: 'No-code automation.',
      rationale: 'Zapier links the apps you already use.',
      website: 'https://zapier.com/',
      category: 'Workflow automation',
    },
    {
      name: 'Tidio',
      summary: 'Live chat and AI chatbot.',
      rationale: 'Tidio captures visitor details out of hours.',
      website: 'https://www.tidio.com/',
      category: 'Customer service',
    },
  ],
  userInput: {
    businessGoal: ['Generate more leads', 'Automate reporting'],
    mainChallenge: ['Budget constraints'],
    companyName: 'Shah & Daughters Ltd',
    companySize: '6-20 employees',
    sector: 'an online shop or retailer',
  },
}

function status(overrides: Partial<FinderStatus>): FinderStatus {
  return { id: TOKEN, status: 'running', stage: 'generate', error: null, results: null, ...overrides }
}

const succeeded = status({ status: 'succeeded', stage: 'done', results })

// Routes requests like the API: the sector reading reads nothing (FinderSectorQuestion.test
// covers it), POST answers 202, each status GET takes the next answer from `polls` (the
// last one repeats).
function mockApi({ post, polls = [] }: { post?: () => Response | Promise<Response>; polls?: Response[] }) {
  const answers = [...polls]
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    if (String(input) === '/api/finder/sector-reading') {
      return Promise.resolve(jsonResponse({ sector: 'general', label: 'Something else' }, 200))
    }
    if (init?.method === 'POST') {
      return Promise.resolve(
        post ? post() : jsonResponse({ id: TOKEN, status: 'queued', status_url: `/api/finder/${TOKEN}` }, 202),
      )
    }
    expect(String(input)).toMatch(new RegExp(`^/api/finder/${TOKEN}(\\?wait=[a-z]+%3A[a-z]*)?$`))
    const next = answers.length > 1 ? answers.shift() : answers[0]
    return Promise.resolve(next ? next.clone() : jsonResponse({}, 500))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

// The finder submissions among the requests (the readings are POSTs too).
function submissions(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === '/api/finder')
}

function renderFinder(initialEntry = '/ai-tool-finder') {
  return renderRoutes(
    [
      { path: '/ai-tool-finder', Component: ToolFinderPage },
      { path: '/book', element: <h1>Booking page</h1> },
    ],
    { initialEntries: [initialEntry] },
  )
}

const field = {
  firstName: () => screen.getByLabelText('First name'),
  email: () => screen.getByLabelText('Email'),
  companyName: () => screen.getByLabelText('Company name'),
  companySize: () => screen.getByLabelText('Company size'),
  goals: () => screen.getByRole('group', { name: 'Business goals' }),
  challenges: () => screen.getByRole('group', { name: 'Main challenges' }),
  currentTools: () => screen.getByLabelText('Current tools (optional)'),
}

async function fillForm(user: UserEvent) {
  await user.type(await screen.findByLabelText('First name'), 'Priya')
  await user.type(field.email(), 'priya@example.co.uk')
  await user.type(field.companyName(), 'Shah & Daughters Ltd')
  await user.selectOptions(field.companySize(), '6-20')
  await user.click(within(field.goals()).getByRole('checkbox', { name: 'Generate more leads' }))
  await user.click(within(field.goals()).getByRole('checkbox', { name: 'Automate reporting' }))
  await user.click(within(field.challenges()).getByRole('checkbox', { name: 'Budget constraints' }))
  await user.type(field.currentTools(), 'Gmail, Xero')
}

const submitButton = () =>
  screen.getByRole('button', { name: /Get My AI Tool Recommendations|Generating Your AI Strategy/ })

describe('ToolFinderPage', () => {
  afterEach(() => {
    toast.dismiss()
  })

  it('shows every field with readable options', async () => {
    renderFinder()

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find the Perfect AI Tools for Your Business' }),
    ).toBeInTheDocument()
    expect(field.email()).toHaveAttribute('type', 'email')
    const sizes = within(field.companySize() as HTMLSelectElement).getAllByRole('option')
    expect(sizes.slice(1).map((option) => option.textContent)).toEqual(companySizes.map((s) => s.label))
    expect(sizes[1]).toHaveTextContent('1-5 employees')
    expect(within(field.goals()).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(
      businessGoals.map((goal) => goal.id),
    )
    expect(within(field.challenges()).getByRole('checkbox', { name: 'Lack of technical expertise' })).toBeInTheDocument()
    expect(within(field.challenges()).getAllByRole('checkbox')).toHaveLength(mainChallenges.length)
    expect(submitButton()).toHaveTextContent('🎯 Get My AI Tool Recommendations')
    expect(screen.queryByText('Analysing Your Business Needs...')).not.toBeInTheDocument()
  })

  it("shows the spec's message for every missing field and sends nothing", async () => {
    const fetchMock = mockApi({})
    const { user } = renderFinder()

    await user.click(await screen.findByRole('button', { name: '🎯 Get My AI Tool Recommendations' }))

    for (const message of [
      'First name is required',
      'Please enter a valid email address',
      'Company name is required',
      'Please select your company size',
      'Please select at least one business goal',
      'Please select at least one main challenge',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(field.goals()).toHaveAccessibleDescription(/Please select at least one business goal/)
    expect(field.firstName()).toHaveAttribute('aria-invalid', 'true')
    expect(submissions(fetchMock)).toHaveLength(0)
  })

  it('shows the current stage while processing, then three cards and the Success toast', async () => {
    const rendering = jsonResponse(status({ stage: 'render' }), 200)
    const fetchMock = mockApi({
      // The second answer is the API's after a wait that ran out: still rendering.
      polls: [rendering, rendering.clone(), jsonResponse(succeeded, 200)],
    })
    window.history.replaceState(null, '', '/ai-tool-finder?utm_campaign=spring')
    const { user, router } = renderFinder()
    await fillForm(user)

    await user.click(submitButton())

    const busy = await screen.findByRole('button', { name: 'Generating Your AI Strategy...' })
    expect(busy).toBeDisabled()
    expect(screen.getByText('Analysing Your Business Needs...')).toBeInTheDocument()
    expect(screen.getByText('This usually takes 20-30 seconds.')).toBeInTheDocument()
    const progress = screen.getByRole('list', { name: 'Progress' })
    await waitFor(() =>
      expect(within(progress).getByRole('listitem', { current: 'step' })).toHaveTextContent(
        'Writing your PDF report',
      ),
    )

    const [, init] = submissions(fetchMock)[0] ?? []
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({
      firstName: 'Priya',
      email: 'priya@example.co.uk',
      companyName: 'Shah & Daughters Ltd',
      companySize: '6-20',
      businessGoal: ['generate-more-leads', 'automate-reporting'],
      mainChallenge: ['budget-constraints'],
      currentTools: 'Gmail, Xero',
      website: '',
      page: '/ai-tool-finder',
      utm: { utm_campaign: 'spring' },
    })
    // Nobody touched "What kind of business are you?": the job reads the sector itself.
    expect(body).not.toHaveProperty('sector')
    // The bot check's two clocks: the start time and the browser-measured elapsed time.
    expect(typeof body.form_started_at).toBe('number')
    expect(body.form_elapsed_ms).toBeGreaterThanOrEqual(0)
    expect(router.state.location.search).toBe(`?result=${TOKEN}`)

    const heading = await screen.findByRole(
      'heading',
      { name: 'Your AI Tool Recommendations Are Ready!' },
      { timeout: 3000 },
    )
    await waitFor(() => expect(heading).toHaveFocus())
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(3)
    expect(within(cards[0]!).getByRole('heading', { name: 'Zoho CRM' })).toBeInTheDocument()
    expect(within(cards[1]!).getByText('No-code automation.')).toBeInTheDocument()
    expect(within(cards[2]!).getByText('Why this fits your needs')).toBeInTheDocument()
    expect(within(cards[2]!).getByText('Tidio captures visitor details out of hours.')).toBeInTheDocument()
    const summary = screen.getByRole('region', { name: 'Your requirements' })
    expect(within(summary).getAllByRole('list')[0]).toHaveTextContent('Generate more leadsAutomate reporting')
    expect(within(summary).getAllByRole('list')[1]).toHaveTextContent('Budget constraints')
    expect(within(summary).getByText('We read you as: an online shop or retailer')).toBeInTheDocument()
    expect(await screen.findByText('Success!')).toBeInTheDocument()
    expect(screen.getByText(/generated and sent to your email/)).toBeInTheDocument()
  })

  it('asks the API to wait on what it shows, and shows the results once the check passed', async () => {
    const checked = status({ stage: 'deliver', results })
    const fetchMock = mockApi({
      polls: [jsonResponse(status({ stage: 'render' }), 200), jsonResponse(checked, 200)],
    })
    const { user } = renderFinder()
    await fillForm(user)

    await user.click(submitButton())

    // Results while the email is still being handed to delivery: the run is not done yet.
    expect(await screen.findByRole('heading', { name: 'Your AI Tool Recommendations Are Ready!' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(await screen.findByText('Success!')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 3 * FINDER_POLL_INTERVAL_MS))
    const gets = fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST').map(([input]) => String(input))
    // The first names the 202 answer's status (the browser knows it), the second what the
    // first answer showed, and nothing follows the results.
    expect(gets).toEqual([`/api/finder/${TOKEN}?wait=queued%3A`, `/api/finder/${TOKEN}?wait=running%3Arender`])
  })

  it("shows the 'Recommendation failed' toast with the pipeline's message and keeps the answers", async () => {
    mockApi({ polls: [jsonResponse(status({ status: 'failed', stage: 'check', error: CONSISTENCY_ERROR }), 200)] })
    const { user, router } = renderFinder()
    await fillForm(user)

    await user.click(submitButton())

    expect(await screen.findByText('Recommendation failed')).toBeInTheDocument()
    expect(screen.getByText(CONSISTENCY_ERROR)).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    await waitFor(() => expect(submitButton()).toBeEnabled())
    expect(submitButton()).toHaveTextContent('🎯 Get My AI Tool Recommendations')
    expect(field.firstName()).toHaveValue('Priya')
    expect(within(field.goals()).getByRole('checkbox', { name: 'Generate more leads' })).toBeChecked()
    expect(router.state.location.search).toBe('')
  })

  it('ignores a second submit while a run is in progress', async () => {
    let release: (response: Response) => void = () => {}
    const fetchMock = mockApi({
      post: () => new Promise<Response>((resolve) => (release = resolve)),
      polls: [jsonResponse(succeeded, 200)],
    })
    const { user } = renderFinder()
    await fillForm(user)
    const form = submitButton().closest('form')!

    fireEvent.submit(form)
    fireEvent.submit(form)
    await screen.findByRole('button', { name: 'Generating Your AI Strategy...' })
    fireEvent.submit(form)
    release(jsonResponse({ id: TOKEN, status: 'queued', status_url: `/api/finder/${TOKEN}` }, 202))

    await screen.findByRole('heading', { name: 'Your AI Tool Recommendations Are Ready!' })
    expect(submissions(fetchMock)).toHaveLength(1)
  })

  it('links the results to a discovery call that carries the run, and counts the funnel', async () => {
    mockApi({ polls: [jsonResponse(succeeded, 200)] })
    const { user, router } = renderFinder()
    await fillForm(user)
    await user.click(submitButton())

    const book = await screen.findByRole('link', { name: 'Book a Free Discovery Call' })
    expect(book).toHaveAttribute('href', `/book?from=${TOKEN}`)
    await user.click(book)
    await screen.findByRole('heading', { name: 'Booking page' })
    expect(router.state.location.search).toBe(`?from=${TOKEN}`)
    expect(await sentSteps()).toEqual(['finder view', 'finder start', 'finder submit', 'finder result', 'finder cta'])
  })

  it("counts only the page view for results opened from a link (this page didn't send the run)", async () => {
    mockApi({ polls: [jsonResponse(succeeded, 200)] })
    const { user } = renderFinder(`/ai-tool-finder?result=${TOKEN}`)
    await user.click(await screen.findByRole('link', { name: 'Book a Free Discovery Call' }))
    await screen.findByRole('heading', { name: 'Booking page' })
    expect(await sentSteps()).toEqual(['finder view'])
  })

  it('shows the results again from the results URL, without a second toast', async () => {
    mockApi({ polls: [jsonResponse(succeeded, 200)] })
    renderFinder(`/ai-tool-finder?result=${TOKEN}`)

    expect(await screen.findByRole('heading', { name: 'Your AI Tool Recommendations Are Ready!' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(screen.queryByText('Success!')).not.toBeInTheDocument()
  })

  it('shows no sector line for a run made before the finder read sectors', async () => {
    const { sector: _sector, ...userInput } = results!.userInput
    mockApi({ polls: [jsonResponse(status({ status: 'succeeded', stage: 'done', results: { ...results!, userInput } }), 200)] })
    renderFinder(`/ai-tool-finder?result=${TOKEN}`)

    const summary = await screen.findByRole('region', { name: 'Your requirements' })
    expect(within(summary).getByText('Shah & Daughters Ltd · 6-20 employees')).toBeInTheDocument()
    expect(within(summary).queryByText(/We read you as/)).not.toBeInTheDocument()
  })

  it('shows nothing for an unknown token', async () => {
    mockApi({ polls: [jsonResponse({ error: { code: 'not_found', message: 'No results for that link.' } }, 404)] })
    const { router } = renderFinder(`/ai-tool-finder?result=${TOKEN}`)

    expect(await screen.findByText('No results for that link.')).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '🎯 Get My AI Tool Recommendations' })).toBeEnabled()
    expect(router.state.location.search).toBe('')
  })

  it("'Get New Recommendations' returns to an empty form", async () => {
    mockApi({ polls: [jsonResponse(succeeded, 200)] })
    const { user, router } = renderFinder(`/ai-tool-finder?result=${TOKEN}`)

    await user.click(await screen.findByRole('button', { name: 'Get New Recommendations' }))

    expect(await screen.findByLabelText('First name')).toHaveValue('')
    await waitFor(() => expect(field.firstName()).toHaveFocus())
    expect(field.companySize()).toHaveValue('')
    expect(within(field.goals()).getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false)
    expect(router.state.location.search).toBe('')
  })

  it('shows server field errors under the matching fields', async () => {
    mockApi({
      post: () =>
        jsonResponse(
          {
            error: {
              code: 'validation_error',
              message: 'Please check the highlighted fields.',
              fields: { companySize: ['Please select your company size'] },
            },
          },
          400,
        ),
    })
    const { user } = renderFinder()
    await fillForm(user)

    await user.click(submitButton())

    expect(await screen.findByText('Please select your company size')).toBeInTheDocument()
    await waitFor(() => expect(field.companySize()).toHaveFocus())
    expect(screen.queryByText('Recommendation failed')).not.toBeInTheDocument()
  })

  it('shows a failure toast when the submission is refused', async () => {
    mockApi({ post: () => jsonResponse({ error: { code: 'rate_limited', message: 'Too many requests.' } }, 429) })
    const { user } = renderFinder()
    await fillForm(user)

    await user.click(submitButton())

    expect(await screen.findByText('Recommendation failed')).toBeInTheDocument()
    expect(screen.getByText('Too many requests.')).toBeInTheDocument()
    expect(field.companyName()).toHaveValue('Shah & Daughters Ltd')
  })
})
