import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, useSearchParams } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it, vi } from 'vitest'
import { PrerenderedHtml, type PrerenderedHtmlProps } from './PrerenderedHtml'

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

// A part with fields, which reports what its component was told.
const changes: string[] = []
function FormPart() {
  const [sort, setSort] = useState('new')
  return (
    <form aria-label="Rendered by the component">
      <input
        type="search"
        aria-label="Search"
        defaultValue=""
        onChange={(event) => changes.push(`q=${event.target.value}`)}
      />
      <select
        aria-label="Sort"
        value={sort}
        onChange={(event) => {
          setSort(event.target.value)
          changes.push(`sort=${event.target.value}`)
        }}
      >
        <option value="new">Newest</option>
        <option value="old">Oldest</option>
      </select>
    </form>
  )
}

const serverFormHtml =
  '<form aria-label="Rendered by the server"><input type="search" aria-label="Search" value="">' +
  '<select aria-label="Sort"><option value="new" selected>Newest</option><option value="old">Oldest</option></select></form>'

type SetUp = { prerendered: boolean; interactive?: boolean; form?: boolean }

// Asks for the component once the address has a ?moved, as a page served for one address does.
function Moving(props: Omit<PrerenderedHtmlProps, 'id' | 'live'>) {
  const [params] = useSearchParams()
  return <PrerenderedHtml id="part" {...props} live={params.has('moved')} />
}

function setUp({ prerendered, interactive = false, form = false }: SetUp) {
  const load = vi.fn(async () => ({ default: form ? FormPart : Part }))
  const router = createMemoryRouter([
    { path: '/', element: <Moving load={load} interactive={interactive} /> },
    { path: '/next', element: <h1>Next page</h1> },
  ])
  const container = document.body.appendChild(document.createElement('div'))
  const html = form ? serverFormHtml : serverHtml
  if (prerendered) container.innerHTML = `<div data-prerendered-html="part">${html}</div>`
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

describe('PrerenderedHtml form fields', () => {
  it('hands over when a text field is clicked into, keeping what was typed', async () => {
    changes.length = 0
    const { user } = setUp({ prerendered: true, interactive: true, form: true })
    const search = screen.getByRole('searchbox', { name: 'Search' })
    // Typed into the HTML's field before the component has arrived.
    search.focus()
    ;(search as HTMLInputElement).value = 'gdpr'
    expect(await screen.findByRole('form', { name: 'Rendered by the component' })).toBeInTheDocument()
    const live = screen.getByRole('searchbox', { name: 'Search' })
    expect(live).not.toBe(search)
    expect(live).toHaveValue('gdpr')
    expect(live).toHaveFocus()
    expect(changes).toEqual(['q=gdpr'])
    await user.type(live, 's')
    expect(changes).toEqual(['q=gdpr', 'q=gdprs'])
  })

  it('makes the choice chosen in the HTML\'s <select> in the component\'s', async () => {
    changes.length = 0
    const { user, load } = setUp({ prerendered: true, interactive: true, form: true })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'old')
    expect(await screen.findByRole('form', { name: 'Rendered by the component' })).toBeInTheDocument()
    expect(load).toHaveBeenCalled()
    await waitFor(() => expect(changes).toEqual(['sort=old']))
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('old')
  })

  it('renders the component when asked to, whatever HTML the page has', async () => {
    const { load, router } = setUp({ prerendered: true })
    expect(screen.getByText(/Rendered by the server/)).toBeInTheDocument()
    await router.navigate('/?moved')
    expect(await screen.findByText(/Rendered by the component/)).toBeInTheDocument()
    expect(screen.queryByText(/Rendered by the server/)).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledOnce()
  })
})
