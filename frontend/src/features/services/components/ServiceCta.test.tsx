import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/testing/render-app'
import { EARLY_ACCESS_CARD_ID, ServiceCta } from './ServiceCta'

// The early-access card as the page shows it: its form, or (joined) only a message.
function NotifyCard({ joined = false }: { joined?: boolean }) {
  return (
    <section id={EARLY_ACCESS_CARD_ID}>
      {joined ? (
        <p>You're Already Signed Up</p>
      ) : (
        <label>
          Email
          <input type="email" />
        </label>
      )}
    </section>
  )
}

describe('ServiceCta', () => {
  it('link: goes to the AI tool finder', async () => {
    const { user, router } = renderWithRouter(<ServiceCta type="link" link="/ai-tool-finder" label="Take the Quiz" />, {
      routes: [{ path: '/ai-tool-finder', element: <h1>Finder</h1> }],
    })
    const link = screen.getByRole('link', { name: 'Take the Quiz' })
    expect(link).toHaveAttribute('href', '/ai-tool-finder')
    expect(link).not.toHaveAttribute('target')
    await user.click(link)
    expect(router.state.location.pathname).toBe('/ai-tool-finder')
  })

  it('contact: goes to /contact whatever link it is given', async () => {
    const { user, router } = renderWithRouter(<ServiceCta type="contact" link="/elsewhere" label="Talk to Us" />, {
      routes: [{ path: '/contact', element: <h1>Contact</h1> }],
    })
    await user.click(screen.getByRole('link', { name: 'Talk to Us' }))
    expect(router.state.location.pathname).toBe('/contact')
  })

  it('booking: goes where every "Book a Call" goes (our /book, BOOKING_URL unset)', () => {
    renderWithRouter(<ServiceCta type="booking" label="Book a Discovery Call" />)
    const link = screen.getByRole('link', { name: 'Book a Discovery Call' })
    expect(link).toHaveAttribute('href', '/book')
    expect(link).toHaveAttribute('target', '_self')
  })

  it('email-capture: scrolls to the notify-me card and focuses its email field', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    const { user } = renderWithRouter(
      <>
        <ServiceCta type="email-capture" label="Notify Me" />
        <NotifyCard />
      </>,
    )
    const link = screen.getByRole('link', { name: 'Notify Me' })
    expect(link).toHaveAttribute('href', `#${EARLY_ACCESS_CARD_ID}`)
    await user.click(link)
    const card = document.getElementById(EARLY_ACCESS_CARD_ID)
    expect(scrollIntoView.mock.contexts.filter((element) => element === card)).toHaveLength(1)
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(screen.queryByText("You're already on the early access list!")).not.toBeInTheDocument()
  })

  it('email-capture: tells a visitor the card shows as already on the list with a toast', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    const { user } = renderWithRouter(
      <>
        <ServiceCta type="email-capture" label="Notify Me" />
        <NotifyCard joined />
      </>,
    )
    await user.click(screen.getByRole('link', { name: 'Notify Me' }))
    const card = document.getElementById(EARLY_ACCESS_CARD_ID)
    expect(scrollIntoView.mock.contexts.filter((element) => element === card)).toHaveLength(1)
    expect(await screen.findByText("You're already on the early access list!")).toBeInTheDocument()
  })
})
