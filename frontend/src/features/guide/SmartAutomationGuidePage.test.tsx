import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { consentWording } from '@/content/consent'
import { sentSteps } from '@/testing/beacons'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { SmartAutomationGuidePage } from './SmartAutomationGuidePage'

const accepted = { id: 'abc', status: 'queued', status_url: '/api/submissions/abc' }

function renderGuidePage(path = '/smart-automation-guide') {
  return renderRoutes([{ path: '/smart-automation-guide', Component: SmartAutomationGuidePage }], {
    initialEntries: [path],
  })
}

function mockFetch(...responses: Array<Response | Promise<Response>>) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const response of responses) fetchMock.mockImplementationOnce(() => Promise.resolve(response))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function fill(user: UserEvent, name = 'Priya', email = 'priya@example.co.uk') {
  if (name) await user.type(await screen.findByLabelText('Name'), name)
  if (email) await user.type(screen.getByLabelText('Email'), email)
}

describe('SmartAutomationGuidePage', () => {
  it('shows the header logo, cover, headline, consent wording and what is inside', async () => {
    renderGuidePage()
    expect(
      await screen.findByRole('heading', { level: 1, name: '5 Smart Ways to Automate Without Hiring' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/')
    expect(screen.getByRole('img', { name: /Cover of the free guide/ })).toBeInTheDocument()
    expect(screen.getByText(consentWording.guide.text)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: "What You'll Learn Inside" })).toBeInTheDocument()
    for (const point of [
      'Save 5–15 hours a week',
      "Founder-friendly tools that won't eat your time",
      'A simple plan to grow without burning out or hiring',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: point })).toBeInTheDocument()
    }
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it("shows 'Name is required' and the email message without sending", async () => {
    const fetchMock = mockFetch()
    const { user } = renderGuidePage()
    await fill(user, '', 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Download Free Guide' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("reads 'Sending...' while busy, sends consent and source, then shows the thank-you view", async () => {
    window.history.replaceState(null, '', '/smart-automation-guide?utm_source=linkedin&utm_campaign=launch')
    let respond: (response: Response) => void = () => {}
    const fetchMock = mockFetch(new Promise<Response>((resolve) => (respond = resolve)))
    const { user } = renderGuidePage()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Download Free Guide' }))

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/guide')
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({
      first_name: 'Priya',
      email: 'priya@example.co.uk',
      website: '',
      tags: ['fivesmartways'],
      consent: { version: consentWording.guide.version, wording: consentWording.guide.text },
      page: '/smart-automation-guide',
      utm: { utm_source: 'linkedin', utm_campaign: 'launch' },
    })
    expect(typeof body.form_started_at).toBe('number')

    respond(jsonResponse(accepted, 202))
    expect(await screen.findByText('Thanks! Your guide is on its way.')).toBeInTheDocument()
    expect(
      screen.getByText('Check your email for the download link. It should arrive in the next minute or two.'),
    ).toBeInTheDocument()
    expect(screen.getByText("Didn't get it? Check your spam or promotions folder.")).toBeInTheDocument()
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument()
    expect(await screen.findByText('Success! 🎉')).toBeInTheDocument()
    expect(screen.getByText('Your free guide is on its way to your email!')).toBeInTheDocument()
    expect(await sentSteps()).toEqual(['guide view', 'guide start', 'guide submit'])
    window.history.replaceState(null, '', '/')
  })

  it('keeps the form and shows the spec toast when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch(jsonResponse({ error: { code: 'server_error', message: 'Boom' } }, 500))
    const { user } = renderGuidePage()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Download Free Guide' }))
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(
      screen.getByText('Please try again or contact support if the problem persists.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Priya')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download Free Guide' })).toBeEnabled())
    expect(await sentSteps()).toEqual(['guide view', 'guide start'])
  })

  it("shows the server's rate-limit message as a toast on 429", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const message = 'Too many requests. Please wait a moment and try again.'
    mockFetch(jsonResponse({ error: { code: 'error', message } }, 429))
    const { user } = renderGuidePage()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Download Free Guide' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('puts server field messages under the fields', async () => {
    mockFetch(
      jsonResponse(
        {
          error: {
            code: 'validation_error',
            message: 'Please check the highlighted fields.',
            fields: { email: ['Please enter a valid email address'] },
          },
        },
        400,
      ),
    )
    const { user } = renderGuidePage()
    await fill(user, 'Priya', 'priya@example.invalid')
    await user.click(screen.getByRole('button', { name: 'Download Free Guide' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  it('explains an expired download link', async () => {
    renderGuidePage('/smart-automation-guide?link=expired')
    expect(await screen.findByRole('alert')).toHaveTextContent('That download link has expired.')
  })
})
