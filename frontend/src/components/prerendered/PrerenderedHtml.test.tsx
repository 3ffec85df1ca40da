import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it, vi } from 'vitest'
import { PrerenderedHtml } from './PrerenderedHtml'

// The part as its component renders it. The server's HTML below says "server" instead, so a
// test can tell which one is on screen.
function Part() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <p>
        Rendered by the component. <a href="/next">Next page</a>
      </p>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Question
      </button>
    </>
  )
}

const serverHtml =
  '<p>Rendered by the server. <a href="/next">Next page</a></p>' +
  '<button type="button" aria-expanded="false">Question</button>'

function setUp({ prerendered, interactive = false }: { prerendered: boolean; interactive?: boolean }) {
  const load = vi.fn(async () => ({ default: Part }))
  const router = createMemoryRouter([
    { path: '/', element: <PrerenderedHtml id="part" load={load} interactive={interactive} /> },
    { path: '/next', element: <h1>Next page</h1> },
  ])
  const container = document.body.appendChild(document.createElement('div'))
  if (prerendered) container.innerHTML = `<div data-prerendered-html="part">${serverHtml}</div>`
  const user = userEvent.setup()
  render(<RouterProvider router={router} />, { container, hydrate: prerendered })
  return { load, router, user, container }
}

describe('PrerenderedHtml', () => {
  it('keeps the prerendered HTML and never downloads the part', async () => {
    const { load } = setUp({ prerendered: true })
    expect(screen.getByText(/Rendered by the server/)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(load).not.toHaveBeenCalled()
  })

  it('follows a link in the kept HTML inside the app', async () => {
    const { router, user } = setUp({ prerendered: true })
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/next')
    expect(router.state.historyAction).toBe('PUSH')
  })

  it('renders the part when the page was not prerendered (a client-side visit)', async () => {
    const { load } = setUp({ prerendered: false })
    expect(await screen.findByText(/Rendered by the component/)).toBeInTheDocument()
    expect(load).toHaveBeenCalledOnce()
  })

  it('hands an interactive part to its component when used, finishing the click', async () => {
    const { load, user } = setUp({ prerendered: true, interactive: true })
    expect(load).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Question' }))
    expect(await screen.findByText(/Rendered by the component/)).toBeInTheDocument()
    expect(load).toHaveBeenCalled()
    const button = screen.getByRole('button', { name: 'Question' })
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'))
    expect(button).toHaveFocus()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('hands over on keyboard focus and keeps the focus where it was', async () => {
    const { user } = setUp({ prerendered: true, interactive: true })
    await user.tab()
    expect(await screen.findByText(/Rendered by the component/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveFocus()
    await user.tab()
    const button = screen.getByRole('button', { name: 'Question' })
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })
})
