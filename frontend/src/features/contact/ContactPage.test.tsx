import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '@/content/site'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { ContactPage } from './ContactPage'

const accepted = { id: 'abc123', status: 'queued', status_url: '/api/submissions/abc123' }

function renderContactPage() {
  return renderRoutes(
    [
      { path: '/contact', Component: ContactPage },
      { path: '/services', element: <h1>Services page</h1> },
    ],
    { initialEntries: ['/contact'] },
  )
}

function mockFetch(...responses: Array<Response | Promise<Response>>) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const response of responses) fetchMock.mockImplementationOnce(() => Promise.resolve(response))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const field = {
  name: () => screen.getByLabelText('Name'),
  email: () => screen.getByLabelText('Email'),
  role: () => screen.getByLabelText('Role'),
  message: () => screen.getByLabelText('Message'),
}

async function fillForm(user: UserEvent) {
  await user.type(field.name(), 'Ada Lovelace')
  await user.type(field.email(), 'ada@example.com')
  await user.selectOptions(field.role(), 'ops-director')
  await user.type(field.message(), 'We would like team training.')
}

function submitButton() {
  return screen.getByRole('button', { name: /Send Message|Sending\.\.\./ })
}

describe('ContactPage', () => {
  // Sonner keeps toasts in module state and replays them to the next Toaster.
  afterEach(() => {
    toast.dismiss()
  })

  it('shows the form fields, roles, and the FAQ sidebar', async () => {
    renderContactPage()

    expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument()
    expect(field.email()).toHaveAttribute('type', 'email')
    expect(field.message().tagName).toBe('TEXTAREA')

    const options = within(field.role() as HTMLSelectElement).getAllByRole('option')
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Select your role'],
      ['business-owner', 'Business Owner'],
      ['ops-director', 'Ops Director'],
      ['team-lead', 'Team Lead'],
      ['consultant', 'Consultant'],
      ['other', 'Other'],
    ])
    expect(options[0]).toBeDisabled()

    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()

    const booking = screen.getByRole('link', { name: /Book a Free Strategy Call/ })
    expect(booking).toHaveAttribute('href', '/book')
    expect(booking).toHaveAttribute('target', '_self')
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3)
  })

  it('shows a message under each empty required field and sends nothing', async () => {
    const fetchMock = mockFetch()
    const { user } = renderContactPage()

    await user.click(await screen.findByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Please select your role')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(field.name()).toHaveAttribute('aria-invalid', 'true')
    expect(field.name()).toHaveAccessibleDescription('Name is required')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('rejects a malformed email address', async () => {
    const fetchMock = mockFetch()
    const { user } = renderContactPage()
    await fillForm(user)
    await user.clear(field.email())
    await user.type(field.email(), 'not-an-email')

    await user.click(submitButton())

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows 'Sending...' while pending, then the thanks view, and 'Send another message' returns an empty form", async () => {
    let respond: (response: Response) => void = () => {}
    const pending = new Promise<Response>((resolve) => {
      respond = resolve
    })
    const fetchMock = mockFetch(pending)
    window.history.replaceState(null, '', '/contact?utm_source=newsletter&utm_medium=email')
    const before = Date.now()
    const { user } = renderContactPage()
    await fillForm(user)

    await user.click(submitButton())

    const busy = await screen.findByRole('button', { name: 'Sending...' })
    expect(busy).toBeDisabled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/contact')
    expect(init?.method).toBe('POST')
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'ops-director',
      message: 'We would like team training.',
      website: '',
      page: '/contact',
      utm: { utm_source: 'newsletter', utm_medium: 'email' },
    })
    expect(body.form_started_at).toBeGreaterThanOrEqual(before)
    expect(body.form_started_at).toBeLessThanOrEqual(Date.now())
    expect(body.form_elapsed_ms).toBeGreaterThanOrEqual(0)
    expect(body.form_elapsed_ms).toBeLessThanOrEqual(Date.now() - before)
    expect(typeof body.referrer).toBe('string')

    respond(jsonResponse(accepted, 202))

    const thanks = await screen.findByRole('heading', { name: "Thanks — we've received your message!" })
    await waitFor(() => expect(thanks).toHaveFocus())
    expect(screen.getByText("We'll get back to you within 1–2 business days.")).toBeInTheDocument()
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services')
    const discovery = screen.getByRole('link', { name: /Book a Discovery Call/ })
    expect(discovery).toHaveAttribute('href', '/book')
    expect(discovery).toHaveAttribute('target', '_self')

    await user.click(screen.getByRole('button', { name: 'Send another message' }))

    expect(field.name()).toHaveValue('')
    expect(field.email()).toHaveValue('')
    expect(field.role()).toHaveValue('')
    expect(field.message()).toHaveValue('')
    await waitFor(() => expect(field.name()).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('shows the error toast and keeps the values when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch(jsonResponse({ error: { code: 'internal_error', message: 'Internal error' } }, 500))
    const { user } = renderContactPage()
    await fillForm(user)

    await user.click(submitButton())

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(
      screen.getByText(`Please try again or contact us directly at ${site.contactEmail}`),
    ).toBeInTheDocument()
    expect(field.name()).toHaveValue('Ada Lovelace')
    expect(field.email()).toHaveValue('ada@example.com')
    expect(field.role()).toHaveValue('ops-director')
    expect(field.message()).toHaveValue('We would like team training.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled())
  })

  it('replaces rather than stacks the error toast, and clears it after a successful retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = () => jsonResponse({ error: { code: 'internal_error', message: 'Internal error' } }, 503)
    mockFetch(failure(), failure(), jsonResponse(accepted, 202))
    const { user } = renderContactPage()
    await fillForm(user)

    await user.click(submitButton())
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled())
    await user.click(submitButton())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled())
    expect(screen.getAllByText('Something went wrong')).toHaveLength(1)

    await user.click(submitButton())
    await screen.findByRole('heading', { name: "Thanks — we've received your message!" })
    await waitFor(() => expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument())
  })

  it('shows the error toast when the network is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')))
    const { user } = renderContactPage()
    await fillForm(user)

    await user.click(submitButton())

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(field.message()).toHaveValue('We would like team training.')
  })

  it('shows field errors from a 400 under the matching fields', async () => {
    mockFetch(
      jsonResponse(
        {
          error: {
            code: 'validation_error',
            message: 'Invalid input',
            fields: { email: ['Please enter a valid email address'] },
          },
        },
        400,
      ),
    )
    const { user } = renderContactPage()
    await fillForm(user)

    await user.click(submitButton())

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(field.email()).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(field.email()).toHaveFocus())
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
    expect(field.name()).toHaveValue('Ada Lovelace')
  })

  it("shows the server's message on 429", async () => {
    const message = 'Too many messages. Please try again in a few minutes.'
    mockFetch(jsonResponse({ error: { code: 'rate_limited', message } }, 429))
    const { user } = renderContactPage()
    await fillForm(user)

    await user.click(submitButton())

    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(field.message()).toHaveValue('We would like team training.')
  })
})
