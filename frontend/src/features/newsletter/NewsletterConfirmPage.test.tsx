import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { NewsletterConfirmPage } from './NewsletterConfirmPage'

function renderConfirm(path: string) {
  return renderRoutes([{ path: '/newsletter/confirm', Component: NewsletterConfirmPage }], {
    initialEntries: [path],
  })
}

describe('NewsletterConfirmPage', () => {
  it('confirms only when the button is pressed, then shows the welcome state', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ status: 'subscribed' }, 200))
    vi.stubGlobal('fetch', fetchMock)
    const { user } = renderConfirm('/newsletter/confirm?token=abc.def')

    const button = await screen.findByRole('button', { name: 'Confirm my subscription' })
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(button)

    expect(await screen.findByRole('heading', { name: "You're subscribed!" })).toHaveFocus()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/newsletter/confirm')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc.def' })
  })

  it("shows the server's message for an expired link, with a way to sign up again", async () => {
    const message = 'This confirmation link has expired. Please sign up again to get a new one.'
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ error: { message } }, 410)))
    const { user } = renderConfirm('/newsletter/confirm?token=old')
    await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/newsletter')
  })

  it('explains a link without a token', async () => {
    renderConfirm('/newsletter/confirm')
    expect(await screen.findByText(/This confirmation link is incomplete/)).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
