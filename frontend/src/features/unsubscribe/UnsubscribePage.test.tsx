import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { UnsubscribePage } from './UnsubscribePage'

function renderPage(path: string) {
  return renderRoutes([{ path: '/unsubscribe', Component: UnsubscribePage }], { initialEntries: [path] })
}

describe('UnsubscribePage', () => {
  it('unsubscribes on the button press only', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ status: 'unsubscribed' }, 200))
    vi.stubGlobal('fetch', fetchMock)
    const { user } = renderPage('/unsubscribe?token=t0k')
    const button = await screen.findByRole('button', { name: 'Unsubscribe' })
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(button)
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument()
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 't0k' })
  })

  it('shows the reason when the link is broken', async () => {
    const message = 'This unsubscribe link is not valid.'
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ error: { message } }, 400)))
    const { user } = renderPage('/unsubscribe?token=bad')
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})
