import { screen, waitFor } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sentEvents, sentSteps } from '@/testing/beacons'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { ContactPage } from './ContactPage'

const accepted = { id: 'abc123', status: 'queued', status_url: '/api/submissions/abc123' }

describe('ContactPage funnel events', () => {
  afterEach(() => {
    toast.dismiss()
    window.history.replaceState(null, '', '/')
  })

  it('counts view, start on the first field, and submit only once a message is accepted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'internal_error', message: 'Internal error' } }, 500))
      .mockResolvedValue(jsonResponse(accepted, 202))
    vi.stubGlobal('fetch', fetchMock)
    window.history.replaceState(null, '', '/contact')
    const { user } = renderRoutes([{ path: '/contact', Component: ContactPage }], { initialEntries: ['/contact'] })

    await screen.findByRole('heading', { level: 1, name: 'Get in Touch' })
    await waitFor(async () => expect(await sentSteps()).toEqual(['contact view']))

    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.selectOptions(screen.getByLabelText('Role'), 'business-owner')
    await user.type(screen.getByLabelText('Message'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await screen.findByText('Something went wrong')
    // A failed send is not a submission.
    expect(await sentSteps()).toEqual(['contact view', 'contact start'])

    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await user.click(await screen.findByRole('button', { name: 'Send another message' }))
    await user.type(screen.getByLabelText('Name'), 'Ada')

    // The same visit: a second message starts and submits nothing new.
    expect(await sentSteps()).toEqual(['contact view', 'contact start', 'contact submit'])
    const events = await sentEvents()
    expect(new Set(events.map((event) => event.flowId)).size).toBe(1)
    expect(events.every((event) => event.path === '/contact')).toBe(true)
  })
})
