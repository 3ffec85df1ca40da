import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { ContactPage } from './ContactPage'

const RUN = '3f0c9a52-8d1e-4c57-9a43-2b7f1e6d0c11'
const accepted = { id: 'abc123', status: 'queued', status_url: '/api/submissions/abc123' }
const tool = (name: string) => ({ name, summary: 's', rationale: 'r', website: 'https://example.com/', category: 'c' })
const run = {
  id: RUN,
  status: 'succeeded',
  stage: 'done',
  error: null,
  results: { recommendations: [tool('Zoho CRM'), tool('Zapier'), tool('Tidio')], userInput: {} },
}

// The finder's status endpoint answers `status`; the contact form's POST is accepted.
function mockApi(status: Response) {
  const fetchMock = vi.fn<typeof fetch>((_input, init) =>
    Promise.resolve(init?.method === 'POST' ? jsonResponse(accepted, 202) : status.clone()),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function sendFrom(address: string, status: Response) {
  window.history.replaceState(null, '', address)
  const fetchMock = mockApi(status)
  const { user } = renderRoutes([{ path: '/contact', Component: ContactPage }], { initialEntries: [address] })
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.selectOptions(screen.getByLabelText('Role'), 'business-owner')
  await user.type(screen.getByLabelText('Message'), 'Could you help us set these up?')
  return {
    fetchMock,
    send: async () => {
      await user.click(screen.getByRole('button', { name: 'Send Message' }))
      await screen.findByRole('heading', { name: "Thanks — we've received your message!" })
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
      return JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>
    },
  }
}

describe('ContactPage from the finder results', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  it('names the tools the visitor saw, and sends the run with the message', async () => {
    const { fetchMock, send } = await sendFrom(`/contact?finder=${RUN}`, jsonResponse(run, 200))
    const note = await screen.findByText('You saw these recommendations:', { exact: false })
    expect(note).toHaveTextContent('You saw these recommendations: Zoho CRM, Zapier, Tidio')
    // The run's own results endpoint, asked once and without waiting.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/finder/')).map(([input]) => input)).toEqual(
      [`/api/finder/${RUN}`],
    )

    const body = await send()
    expect(body).toMatchObject({ finder_run: RUN, page: '/contact' })
    expect(body).not.toHaveProperty('plan')
  })

  it('names no tools when the run has none to show, but still tells sales which run', async () => {
    const notFound = jsonResponse({ error: { code: 'not_found', message: 'No results for that link.' } }, 404)
    const { fetchMock, send } = await sendFrom(`/contact?finder=${RUN}`, notFound)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/finder/${RUN}`, expect.anything()))
    expect(screen.queryByText(/You saw these recommendations/)).not.toBeInTheDocument()
    expect(await send()).toMatchObject({ finder_run: RUN })
  })

  it.each(['/contact?finder=not-a-run', `/contact?finder=${RUN.toUpperCase()}`])(
    '%s: asks for nothing, shows and sends no run',
    async (address) => {
      const { fetchMock, send } = await sendFrom(address, jsonResponse(run, 200))
      const body = await send()
      expect(body).not.toHaveProperty('finder_run')
      expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/finder/'))).toBe(false)
      expect(screen.queryByText(/You saw these recommendations/)).not.toBeInTheDocument()
    },
  )
})
