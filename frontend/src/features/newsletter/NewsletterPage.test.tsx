import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { consentWording } from '@/content/consent'
import { exampleIssue } from '@/content/newsletter'
import { sentSteps } from '@/testing/beacons'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes, renderWithRouter } from '@/testing/render-app'
import { NewsletterSignupCard } from './components/NewsletterSignupCard'
import { NewsletterPage } from './NewsletterPage'

function mockFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const response of responses) fetchMock.mockResolvedValueOnce(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const accepted = { id: 'abc', status: 'queued', status_url: '/api/submissions/abc' }

describe('NewsletterPage', () => {
  it('has name and email fields, the benefits and an example issue', async () => {
    renderRoutes([{ path: '/newsletter', Component: NewsletterPage }], { initialEntries: ['/newsletter'] })
    expect(await screen.findByRole('heading', { level: 1, name: 'The Calm AI Digest' })).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByRole('heading', { name: "What you'll get" })).toBeInTheDocument()
    expect(screen.getByText(exampleIssue.subject)).toBeInTheDocument()
    expect(screen.getByText(consentWording.newsletter.text)).toBeInTheDocument()
  })

  it('subscribes with double opt-in: asks the visitor to check their inbox', async () => {
    // The archive of past issues is asked for first (none yet), then the sign-up.
    const fetchMock = mockFetch(jsonResponse({ issues: [] }, 200), jsonResponse(accepted, 202))
    const { user } = renderRoutes([{ path: '/newsletter', Component: NewsletterPage }], {
      initialEntries: ['/newsletter'],
    })
    await user.type(await screen.findByLabelText('Name'), 'Lee')
    await user.type(screen.getByLabelText('Email'), 'lee@example.co.uk')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText('Almost there: check your inbox')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls.find(([called]) => called === '/api/newsletter') ?? []
    expect(url).toBe('/api/newsletter')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      first_name: 'Lee',
      email: 'lee@example.co.uk',
      consent: { version: consentWording.newsletter.version },
    })
    expect(await sentSteps()).toEqual(['newsletter view', 'newsletter start', 'newsletter submit'])
  })

  it('lists the past issues once there are any, each linking to its own page', async () => {
    mockFetch(
      jsonResponse({
        issues: [{ slug: '3-calm-steps', subject: 'Three calm steps', preview: 'Start small', sent_at: '2026-03-05T09:00:00Z' }],
      }, 200),
    )
    renderRoutes([{ path: '/newsletter', Component: NewsletterPage }], { initialEntries: ['/newsletter'] })
    const link = await screen.findByRole('link', { name: 'Three calm steps' })
    expect(link).toHaveAttribute('href', '/newsletter/issues/3-calm-steps')
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument()
    expect(screen.queryByText(exampleIssue.subject)).not.toBeInTheDocument()
  })

  it('rejects an invalid email before sending', async () => {
    const fetchMock = mockFetch()
    const { user } = renderWithRouter(<NewsletterSignupCard />)
    await user.type(screen.getByLabelText('Email'), 'lee@')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('NewsletterSignupCard (blog)', () => {
  it('subscribes for real and says so when already subscribed', async () => {
    const message = "You're already subscribed to the Calm AI Digest."
    const fetchMock = mockFetch(jsonResponse({ already: true, message }, 200))
    const { user } = renderWithRouter(<NewsletterSignupCard />)
    expect(screen.getByRole('heading', { name: 'Get the Calm AI Digest' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'lee@example.co.uk')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText("You're already subscribed")).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('shows the 429 message as a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const message = 'Too many requests. Please wait a moment and try again.'
    mockFetch(jsonResponse({ error: { code: 'error', message } }, 429))
    const { user } = renderWithRouter(<NewsletterSignupCard />)
    await user.type(screen.getByLabelText('Email'), 'lee@example.co.uk')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })
})
