import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { consentWording } from '@/content/consent'
import { sentSteps } from '@/testing/beacons'
import { jsonResponse } from '@/testing/json-response'
import { renderWithRouter } from '@/testing/render-app'
import { EarlyAccessCard } from './EarlyAccessCard'

const accepted = { id: 'abc', status: 'queued', status_url: '/api/submissions/abc' }

function mockFetch(...responses: Array<Response | Promise<Response>>) {
  const fetchMock = vi.fn<typeof fetch>()
  for (const response of responses) fetchMock.mockImplementationOnce(() => Promise.resolve(response))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function submit(user: ReturnType<typeof renderWithRouter>['user'], email = 'sam@example.co.uk') {
  await user.type(await screen.findByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: 'Get Early Access' }))
}

describe('EarlyAccessCard', () => {
  it('goes idle → submitting → submitted, keeping nothing on the device', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    let respond: (response: Response) => void = () => {}
    const fetchMock = mockFetch(new Promise<Response>((resolve) => (respond = resolve)))
    const { user } = renderWithRouter(<EarlyAccessCard />)
    expect(screen.getByRole('heading', { name: 'Want to Be Notified When This Launches?' })).toBeInTheDocument()
    await submit(user)

    expect(await screen.findByRole('button', { name: 'Adding you to the list...' })).toBeDisabled()
    expect(screen.getByLabelText('Email')).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/early-access')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'sam@example.co.uk',
      tags: ['playbooks', 'early-access'],
      website: '',
      consent: { version: consentWording.earlyAccess.version, wording: consentWording.earlyAccess.text },
    })

    respond(jsonResponse(accepted, 202))
    expect(
      await screen.findByRole('heading', { name: "Thanks! We'll notify you when the playbooks launch." }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Success!')).toBeInTheDocument()
    expect(await sentSteps()).toEqual(['early-access view', 'early-access start', 'early-access submit'])
    expect(setItem).not.toHaveBeenCalled()
  })

  it('thanks every visitor alike: the server answers 202 whether or not the address is listed', async () => {
    mockFetch(jsonResponse({ id: 'def', status: 'queued', status_url: '/api/submissions/def' }, 202))
    const { user } = renderWithRouter(<EarlyAccessCard />)
    await submit(user, 'already-listed@example.co.uk')
    expect(
      await screen.findByRole('heading', { name: "Thanks! We'll notify you when the playbooks launch." }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Success!')).toBeInTheDocument()
    expect(screen.queryByText(/already/i)).not.toBeInTheDocument()
  })

  it('returns to idle with the destructive toast on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch(jsonResponse({ error: { code: 'server_error', message: 'Boom' } }, 500))
    const { user } = renderWithRouter(<EarlyAccessCard />)
    await submit(user)
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(screen.getByText('Please try again or contact us directly.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Get Early Access' })).toBeEnabled()
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.co.uk')
  })

  it("shows the server's 429 message in the toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const message = 'Too many requests. Please wait a moment and try again.'
    mockFetch(jsonResponse({ error: { code: 'error', message } }, 429))
    const { user } = renderWithRouter(<EarlyAccessCard />)
    await submit(user)
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('checks the email before sending', async () => {
    const fetchMock = mockFetch()
    const { user } = renderWithRouter(<EarlyAccessCard />)
    await submit(user, 'nope')
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
