import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { ContactPage } from './ContactPage'

const accepted = { id: 'abc123', status: 'queued', status_url: '/api/submissions/abc123' }

// The form reads the plan from the router, and the page it reports from window.location:
// in the browser they are one address, so the test sets both.
async function sendFrom(address: string) {
  window.history.replaceState(null, '', address)
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(accepted, 202)))
  vi.stubGlobal('fetch', fetchMock)
  const { user } = renderRoutes([{ path: '/contact', Component: ContactPage }], { initialEntries: [address] })
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.selectOptions(screen.getByLabelText('Role'), 'business-owner')
  await user.type(screen.getByLabelText('Message'), 'Could we start next month?')
  return {
    user,
    send: async () => {
      await user.click(screen.getByRole('button', { name: 'Send Message' }))
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
      return JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>
    },
  }
}

describe('ContactPage about a plan', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  it("says which plan the quiz result's link asked about, and sends it with the page", async () => {
    const { send } = await sendFrom('/contact?plan=growth&from=quiz&utm_source=mail')
    expect(screen.getByText('About:').closest('p')).toHaveTextContent('About: Growth plan')

    const body = await send()
    expect(body).toMatchObject({
      plan: 'growth',
      page: '/contact?plan=growth&from=quiz',
      utm: { utm_source: 'mail' },
    })
    await screen.findByRole('heading', { name: "Thanks — we've received your message!" })
  })

  it("keeps the plan when 'Send another message' returns to the form", async () => {
    const { user, send } = await sendFrom('/contact?plan=freedom')
    await send()
    await user.click(await screen.findByRole('button', { name: 'Send another message' }))
    expect(screen.getByText('About:').closest('p')).toHaveTextContent('About: Freedom plan')
  })

  it.each(['/contact?plan=platinum&from=quiz', '/contact?plan=Growth', '/contact'])(
    '%s: no plan shown or sent',
    async (address) => {
      const { send } = await sendFrom(address)
      expect(screen.queryByText('About:')).not.toBeInTheDocument()

      const body = await send()
      expect(body).not.toHaveProperty('plan')
      expect(body.page).toBe('/contact')
    },
  )
})
